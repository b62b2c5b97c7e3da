import { defineModule } from "../../app-module.ts";
import couponsConsoleRoutes from "./coupons-console.routes.ts";

/** Coupons: checkout takes them through coupons.service; the console lists, creates, edits and generates them. */
export default defineModule("coupons", async (app, { db, clock }) => {
  await couponsConsoleRoutes(app, { db, now: clock.now });
});
