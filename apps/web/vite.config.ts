import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { clientCodeSplitting } from "./chunk-groups.ts";

export default defineConfig({
  plugins: [reactRouter()],
  build: { rolldownOptions: { output: { codeSplitting: clientCodeSplitting } } },
});
