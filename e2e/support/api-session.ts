/**
 * A real customer created and logged in through the API (the same endpoints the pages call,
 * with the proof of work solved as the widget would), for tests whose subject is not the
 * signup form itself. Much faster than driving the UI; the UI path has its own tests.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { md5Hex } from "@portico/domain";
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { uniqueEmail } from "./accounts.ts";
import { apiCall, suiteEnvelopeOn } from "./api-call.ts";
import { codeFrom, waitForMail } from "./mailbox.ts";

/** A server of a test's own (e2e/support/own-server.ts); the suite's server by default. */
export type OnServer = { origin?: string; mailDir?: string; sealed?: boolean };

export async function solvedChallenge(request: APIRequestContext, { origin = "" }: OnServer = {}): Promise<string> {
  const challenge = (await (await request.get(`${origin}/api/captcha/altcha`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("could not solve the ALTCHA challenge");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

async function postOk(path: string, data: object, { origin, sealed = suiteEnvelopeOn }: OnServer): Promise<unknown> {
  const { status, body } = (await apiCall("POST", path, { data, origin, sealed })) as {
    status: number;
    body: { code: number; data?: unknown; msg?: string };
  };
  if (status !== 200 || body.code !== 1) throw new Error(`${path} failed: ${status} ${body.msg}`);
  return body.data;
}

export const CUSTOMER_PASSWORD = "Sunflower42";

/** Signs a new customer up, which signs them in; returns the signup's session token and the email. */
export async function createCustomer(
  request: APIRequestContext,
  server: OnServer = {},
): Promise<{ token: string; email: string }> {
  const email = uniqueEmail("api-customer");
  const password = md5Hex(CUSTOMER_PASSWORD);
  const token = await solvedChallenge(request, server);
  await postOk("/api/user/send_code", { email, token, type: "register" }, server);
  const code = codeFrom(await waitForMail(email, 1, server.mailDir));
  const signup = (await postOk(
    "/api/user/register",
    { email, password, confirm_password: password, first_name: "Mei", last_name: "Lin", code },
    server,
  )) as { token: string };
  return { token: signup.token, email };
}

/** The page starts logged in as a fresh customer (a token in localStorage, as the spec defines it). */
export async function logInAsNewCustomer(
  page: Page,
  request: APIRequestContext,
): Promise<{ token: string; email: string }> {
  const customer = await createCustomer(request);
  await page.addInitScript((value) => window.localStorage.setItem("token", value), customer.token);
  return customer;
}
