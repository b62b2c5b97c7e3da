import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { browserI18nSubset } from "./browser-i18n-subset.ts";
import { clientCodeSplitting } from "./chunk-groups.ts";
import { stableMantineIds } from "./stable-mantine-ids.ts";

export default defineConfig({
  plugins: [stableMantineIds(), browserI18nSubset(), reactRouter()],
  build: { rolldownOptions: { output: { codeSplitting: clientCodeSplitting } } },
});
