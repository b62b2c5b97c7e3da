/**
 * Reads the page's API traffic in either form: a sealed request (ADR 012) is opened with the
 * session key the page keeps in local storage, so tests assert what the page sent.
 */
import type { Page, Request } from "@playwright/test";
import {
  ENVELOPE_CONTENT_TYPE,
  importSessionKey,
  open,
  requestAad,
  responseAad,
  type SealedRequest,
  seal,
} from "@portico/contracts/envelope-cipher";

export const isSealedRequest = (request: Request): boolean =>
  (request.headers()["content-type"] ?? "").startsWith(ENVELOPE_CONTENT_TYPE) ||
  new URL(request.url()).searchParams.has("_e");

/** What the page sent as the request's JSON body, opened when sealed. */
export async function requestBodyOf(page: Page, request: Request): Promise<unknown> {
  if (!isSealedRequest(request)) return request.postDataJSON();
  return (await openRequest(page, request)).b;
}

export async function openRequest(page: Page, request: Request): Promise<SealedRequest> {
  const hex = await page.evaluate(() => window.localStorage.getItem("sessionKey"));
  if (!hex) throw new Error("a sealed request, and no session key in the page");
  const url = new URL(request.url());
  const token = request.method() === "GET" ? (url.searchParams.get("_e") ?? "") : (request.postData() ?? "");
  return JSON.parse(await open(await importSessionKey(hex), requestAad(request.method(), url.pathname), token));
}

type Answer = { text(): Promise<string>; headers(): Record<string, string> };

async function pageKey(page: Page) {
  const hex = await page.evaluate(() => window.localStorage.getItem("sessionKey"));
  if (!hex) throw new Error("a sealed exchange, and no session key in the page");
  return importSessionKey(hex);
}

/** The JSON of an answer to the page's request, opened when sealed. */
// biome-ignore lint/suspicious/noExplicitAny: a test helper; each test asserts the shape it reads.
export async function answerBodyOf(page: Page, request: Request, answer: Answer): Promise<any> {
  const text = await answer.text();
  if (!(answer.headers()["content-type"] ?? "").startsWith(ENVELOPE_CONTENT_TYPE)) return JSON.parse(text);
  const { n } = await openRequest(page, request);
  const aad = responseAad(request.method(), new URL(request.url()).pathname, n);
  return JSON.parse(await open(await pageKey(page), aad, text));
}

/** An answer to the page's request as the server would send it: sealed when the request was. */
export async function answerFor(
  page: Page,
  request: Request,
  json: unknown,
): Promise<{ body: string; contentType: string }> {
  if (!isSealedRequest(request)) return { body: JSON.stringify(json), contentType: "application/json" };
  const { n } = await openRequest(page, request);
  const aad = responseAad(request.method(), new URL(request.url()).pathname, n);
  return { body: await seal(await pageKey(page), aad, JSON.stringify(json)), contentType: ENVELOPE_CONTENT_TYPE };
}
