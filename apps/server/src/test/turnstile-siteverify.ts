import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type SiteverifyCall = { secret: string; response: string; remoteip: string };

export type SiteverifyStandIn = {
  /** Put in TURNSTILE_VERIFY_URL. */
  url: string;
  /** A token as the widget would hand it out after a solved challenge. */
  issueToken(): string;
  calls: SiteverifyCall[];
  close(): Promise<void>;
};

/**
 * Cloudflare's siteverify cannot be reached from the test machines, so this answers the way its
 * documentation describes: form-encoded secret/response/remoteip in, `success` and
 * `error-codes` out, a wrong secret refused, and each issued token accepted once only.
 */
export async function startSiteverifyStandIn(secret: string): Promise<SiteverifyStandIn> {
  const issued = new Set<string>();
  const spent = new Set<string>();
  const calls: SiteverifyCall[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const call = {
        secret: form.get("secret") ?? "",
        response: form.get("response") ?? "",
        remoteip: form.get("remoteip") ?? "",
      };
      calls.push(call);
      let errors: string[] = [];
      if (call.secret !== secret) errors = ["invalid-input-secret"];
      else if (spent.has(call.response)) errors = ["timeout-or-duplicate"];
      else if (!issued.has(call.response)) errors = ["invalid-input-response"];
      else spent.add(call.response);
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ success: errors.length === 0, "error-codes": errors }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    issueToken() {
      const token = `0.${randomBytes(48).toString("base64url")}`;
      issued.add(token);
      return token;
    },
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
