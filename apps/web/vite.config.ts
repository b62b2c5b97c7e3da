import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { clientCodeSplitting } from "./chunk-groups.ts";
import { stableMantineIds } from "./stable-mantine-ids.ts";

export default defineConfig({
  plugins: [stableMantineIds(), reactRouter()],
  build: { rolldownOptions: { output: { codeSplitting: clientCodeSplitting } } },
});
