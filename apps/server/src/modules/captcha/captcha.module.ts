import { defineModule } from "../../app-module.ts";
import captchaRoutes from "./captcha.routes.ts";
import { type Captcha, createCaptcha } from "./captcha.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The bot challenge the sign-in forms are verified with, and its public settings for the pages. */
    captcha: Captcha;
  }
}

/** The bot challenge: ALTCHA (its challenge endpoint) or Turnstile, as configured. */
export default defineModule("captcha", async (app, { config, db }) => {
  const captcha = await createCaptcha(config.captcha, db);
  app.decorate("captcha", captcha);
  if (captcha.altcha) await captchaRoutes(app, { altcha: captcha.altcha });
});
