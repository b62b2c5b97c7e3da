import { defineModule } from "../../app-module.ts";
import { loadSnippetStore } from "./snippet-store.ts";
import useCasesRoutes from "./use-cases.routes.ts";

export default defineModule("use-cases", async (app, { cache }) => {
  await useCasesRoutes(app, { snippets: await loadSnippetStore(), cache });
});
