import { defineModule } from "../../app-module.ts";
import contactRoutes from "./contact.routes.ts";
import supportQrRoutes from "./support-qr.routes.ts";

/** The built-in contact form and the support QR code. */
export default defineModule("contact", async (app, { config, db, rateLimits }) => {
  // Its own context: the form's rate limit is a hook of its own.
  await app.register(contactRoutes, {
    db,
    perHour: config.contactRateLimitPerHour,
    rateLimits,
    mail: app.mail,
    supportEmail: config.supportEmail,
    productName: config.productName,
  });
  await supportQrRoutes(app, { target: config.messagingUrl || `mailto:${config.supportEmail}` });
});
