import { defineModule } from "../../app-module.ts";
import staffRoutes from "./staff.routes.ts";
import { createStaffService } from "./staff.service.ts";
import { ensureBuiltinRoles } from "./staff-roles.service.ts";
import { staffSessionCredential } from "./staff-session-credential.ts";
import { createStaffSignIn } from "./staff-sign-in.service.ts";
import { consoleSecretKey, type TotpSealer, totpSealer } from "./totp-secret.ts";

/** The operator console's staff (ADR 420): sign-in with a mandatory TOTP, the staff cookie as a credential, staff and roles. */
export default defineModule("staff", async (app, { config, db, clock }) => {
  await ensureBuiltinRoles(db);
  let sealer: Promise<TotpSealer> | undefined;
  // The key is read (or generated into app_secrets) at the first sign-in, not at every start.
  const sealerOf = () => {
    sealer ??= consoleSecretKey(db, config.consoleSecretKey).then(totpSealer);
    return sealer;
  };
  app.auth?.addCredential(staffSessionCredential({ db, now: clock.now }));
  await staffRoutes(app, {
    signIn: createStaffSignIn({ db, now: clock.now, sealer: sealerOf, productName: config.productName }),
    staff: createStaffService({
      db,
      now: clock.now,
      mail: app.mail,
      publicUrl: config.publicUrl,
      productName: config.productName,
    }),
    secureCookie: new URL(config.publicUrl).protocol === "https:",
  });
});
