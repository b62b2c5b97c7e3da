import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { browserI18nSubset } from "./browser-i18n-subset.ts";
import { allowEntryExtension, clientCodeSplitting } from "./chunk-groups.ts";
import { fastMantineStyleProps } from "./fast-mantine-style-props.ts";
import { serverMantineThemeOnce } from "./server-mantine-theme-once.ts";
import { stableMantineIds } from "./stable-mantine-ids.ts";

export default defineConfig({
  plugins: [
    stableMantineIds(),
    fastMantineStyleProps(),
    serverMantineThemeOnce(),
    browserI18nSubset(),
    reactRouter(),
    allowEntryExtension(),
  ],
  // The server build takes in the Mantine components and icons it uses instead of importing
  // the packages' ~3,000 module files at every start (ADR 009). React, React Router and the
  // rest stay external: the server shares React Router's instance with the build.
  ssr: { noExternal: ["@mantine/core", "@mantine/hooks", "@tabler/icons-react"] },
  build: { rolldownOptions: { output: { codeSplitting: clientCodeSplitting } } },
});
