import { defineModule } from "../../app-module.ts";
import { sharedSecret } from "../secrets/secrets.service.ts";
import invoicesRoutes from "./invoices.routes.ts";

export default defineModule("invoices", async (app, { config, db, clock }) => {
  await invoicesRoutes(app, {
    db,
    secret: await sharedSecret(db, "invoice_links"),
    publicUrl: config.publicUrl,
    productName: config.productName,
    supportEmail: config.supportEmail,
    now: clock.now,
  });
});
