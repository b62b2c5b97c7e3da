import { defineModule } from "../../app-module.ts";
import envelopeRoutes from "./envelope.routes.ts";

/** The envelope's public key endpoint (ADR 012); its hooks are the request-envelope plugin. */
export default defineModule("envelope", async (app, { config, envelopeKeys }) => {
  await envelopeRoutes(app, { keys: envelopeKeys, settings: config.envelope });
});
