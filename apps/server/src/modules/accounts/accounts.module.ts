import { defineModule } from "../../app-module.ts";
import accountsRoutes from "./accounts.routes.ts";
import { createAccountsService } from "./accounts.service.ts";
import memberRoutes from "./member.routes.ts";
import { sessionCredential } from "./session-credential.ts";

/** Login, signup, reset, sessions and the profile; the session token is its credential (ADR 408). */
export default defineModule("accounts", async (app, { config, db }) => {
  const accounts = createAccountsService({
    db,
    captcha: app.captcha,
    mail: app.mail,
    log: app.log,
    publicUrl: config.publicUrl,
    productName: config.productName,
    session: config.session,
    testIpsPerAccount: config.testIpsPerAccount,
  });
  app.auth?.addCredential(sessionCredential({ db, idleMs: config.session.idleMs }));
  await accountsRoutes(app, { accounts });
  await memberRoutes(app, { db, maxChargeAmount: config.maxChargeAmount });
});
