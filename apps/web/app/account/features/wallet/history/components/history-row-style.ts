import type { CSSProperties } from "react";

/** A row named by `?orderNo=` while highlighted (spec 02 §4), as the order lists show it. */
export function highlightStyle(highlighted: boolean): CSSProperties {
  return {
    backgroundColor: highlighted ? "var(--mantine-color-yellow-light)" : undefined,
    transition: "background-color 400ms ease",
  };
}

export const NOWRAP: CSSProperties = { whiteSpace: "nowrap" };
