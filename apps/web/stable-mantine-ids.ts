import type { Plugin } from "vite";

/** The file behind `useId` of @mantine/hooks 9 (every Mantine component with an id uses it). */
const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Mantine's `useId` renders React's id on the server and then, in a layout effect, swaps in a
 * random one. On hydration every Mantine component with an id (menus, inputs, accordions, tabs)
 * therefore re-renders synchronously, one long task after hydrating a page on a phone, and
 * its ids change for no reason. React's `useId` is already the same on server and client, so
 * this build keeps it: same value as Mantine's first render, no effect, no second render
 * (ADR 307). The server build, which bundles Mantine too (ADR 009), gets the same file: on the
 * server Mantine's own first render yields these ids anyway.
 */
export const STABLE_MANTINE_USE_ID = `import { useId as useReactId } from "react";
function useId(staticId) {
  const reactId = useReactId();
  if (typeof staticId === "string") return staticId;
  return \`mantine-\${reactId.replace(/:/g, "")}\`;
}
export { useId };
`;

export function stableMantineIds(): Plugin {
  return {
    name: "portico:stable-mantine-ids",
    enforce: "pre",
    load(id) {
      return MANTINE_USE_ID.test(id.split("?")[0] ?? "") ? STABLE_MANTINE_USE_ID : null;
    },
  };
}
