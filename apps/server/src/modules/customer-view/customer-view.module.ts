import { defineModule } from "../../app-module.ts";
import customerViewRoutes from "./customer-view.routes.ts";
import { createCustomerViews } from "./customer-view.service.ts";
import { customerViewCredential } from "./customer-view-credential.ts";

/** Support's view of a customer's user centre (ADR 431): read-only, or acting with its own permission and a reason. */
export default defineModule("customer-view", async (app, { db, clock }) => {
  // The clock staff sessions are judged by, since a view lives only as long as its console session.
  const views = createCustomerViews({ db, now: clock.now });
  app.auth?.addCredential(customerViewCredential(views));
  await customerViewRoutes(app, { views });
});
