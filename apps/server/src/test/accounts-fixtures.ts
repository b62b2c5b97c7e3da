import { md5Hex } from "@portico/domain";
import type { FastifyInstance } from "fastify";
import type { SmtpCatcher } from "./smtp-catcher.ts";
import { solveAltcha } from "./solve-altcha.ts";

/** Settings every accounts test shares: real SMTP into the catcher, a cheap proof of work. */
export const accountsTestEnv = (smtp: SmtpCatcher) => ({
  SMTP_URL: smtp.url,
  ALTCHA_COST: "1",
  ALTCHA_MAX_COUNTER: "50",
  PUBLIC_URL: "https://portico.test",
});

export const post = (app: FastifyInstance, url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: "POST", url, payload, headers });

export function codeIn(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no 6-digit code in: ${text}`);
  return code;
}

export function resetTokenIn(text: string): string {
  const token = /\/resetpassword\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error(`no reset link in: ${text}`);
  return token;
}

/** Signs a customer up through the real endpoints, reading the code from the delivered mail. */
export async function signUp(
  app: FastifyInstance,
  smtp: SmtpCatcher,
  email: string,
  password = "Sunflower42",
  extra: Record<string, string> = {},
) {
  const before = smtp.messages.length;
  const sent = await post(app, "/api/user/send_code", { email, token: await solveAltcha(app), type: "register" });
  if (sent.statusCode !== 200) throw new Error(`send_code failed: ${sent.body}`);
  const code = codeIn((await smtp.nextFor(email, before)).text);
  const digest = md5Hex(password);
  const response = await post(app, "/api/user/register", {
    email,
    password: digest,
    confirm_password: digest,
    first_name: "Mei",
    last_name: "Lin",
    code,
    ...extra,
  });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
  return response.json<{ data: { uid: string } }>().data.uid;
}

export async function logIn(
  app: FastifyInstance,
  email: string,
  password = "Sunflower42",
  remoteAddress = "127.0.0.1",
) {
  return app.inject({
    method: "POST",
    url: "/api/user/login",
    payload: { username: email, password: md5Hex(password), token: await solveAltcha(app) },
    remoteAddress,
  });
}
