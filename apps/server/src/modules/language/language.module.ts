import { defineModule } from "../../app-module.ts";
import { rememberLanguage } from "../accounts/customer.service.ts";
import languageRoutes from "./language.routes.ts";

/** The interface language: a cookie for everyone, and the account's mail language for a customer who may change it. */
export default defineModule("language", async (app, { config, db }) => {
  await languageRoutes(app, {
    secureCookies: config.publicUrl.startsWith("https://"),
    onChange: async (request, language) => {
      const principal = request.principal;
      if (principal?.kind === "customer" && principal.scopes.has("account:write"))
        await rememberLanguage(db, principal, language);
    },
  });
});
