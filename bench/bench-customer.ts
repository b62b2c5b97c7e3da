/**
 * A real customer for the benches that measure signed-in work: signed up through the API (the
 * endpoints the signup form calls, the proof of work solved as the widget would, the mail code
 * read from an SMTP catcher the server under test sends to). Returns the session token, which the
 * user centre keeps in local storage and the API takes in the `token` header.
 */
import { createHash } from "node:crypto";
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { startSmtpCatcher } from "../apps/server/src/test/smtp-catcher.ts";

export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;

/** Server settings that make the signup's bot challenge cheap to solve in a bench (still on). */
export const CHEAP_BOT_CHALLENGE = { ALTCHA_COST: "1", ALTCHA_MAX_COUNTER: "50" };

async function postJson(origin: string, url: string, body: object) {
  const response = await fetch(`${origin}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data?: Record<string, unknown>; msg?: string };
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json)}`);
  return json.data ?? {};
}

export async function signUpCustomer(origin: string, smtp: SmtpCatcher): Promise<string> {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@portico.test`;
  const before = smtp.messages.length;
  const challenge = (await (await fetch(`${origin}/api/captcha/altcha`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("could not solve the ALTCHA challenge");
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  await postJson(origin, "/api/user/send_code", { email, token: captcha, type: "register" });
  const code = /\b(\d{6})\b/.exec((await smtp.nextFor(email, before)).text)?.[1];
  if (!code) throw new Error("no code in the signup mail");
  // The API takes the password's MD5 (spec 02 §4).
  const digest = createHash("md5").update("Sunflower42").digest("hex");
  const data = await postJson(origin, "/api/user/register", {
    email,
    password: digest,
    confirm_password: digest,
    first_name: "Bench",
    last_name: "Mark",
    code,
  });
  if (typeof data.token !== "string") throw new Error("signup answered no token");
  return data.token;
}
