import { createPublicKey, generateKeyPairSync } from "node:crypto";
import * as contract from "@portico/contracts";
import { type Endpoint, memberInfo, residentialPackages } from "@portico/contracts";
import { ENVELOPE_KEY_HEADER, open, PAYMENT_VIEW_AAD } from "@portico/contracts/envelope-cipher";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminUsageError, runAdminCommand } from "../../admin/admin-commands.ts";
import { buildApp } from "../../app.ts";
import { ConfigError, loadConfig } from "../../config.ts";
import { createInjectTransport } from "../../plugins/ssr-transport.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { envelopeClient, sendSealed } from "../../test/envelope-client.ts";
import { completeSandboxCheckout, createCustomer } from "../../test/money-fixtures.ts";
import { rotateEnvelopeKey } from "./envelope-keys.ts";

const HOUR = 3_600_000;
let clock = new Date();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { API_ENVELOPE: "require", ENVELOPE_KEY_OVERLAP_HOURS: "2" }, now: () => clock });
});
afterAll(() => t.close());

describe("GET /api/crypto/public_key", () => {
  it("serves a cacheable 2048-bit RSA public key with its id and the mode", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/crypto/public_key" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    const { data } = response.json();
    expect(data.mode).toBe("require");
    expect(data.kid).toMatch(/^[0-9a-f]{16}$/);
    const key = createPublicKey({ key: Buffer.from(data.public_key, "base64"), format: "der", type: "spki" });
    expect(key.asymmetricKeyType).toBe("rsa");
    expect(key.asymmetricKeyDetails?.modulusLength).toBeGreaterThanOrEqual(2048);
  });

  it("is the same key for a second instance on the same database", async () => {
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      const mine = (await t.app.inject({ method: "GET", url: "/api/crypto/public_key" })).json().data;
      const theirs = (await other.inject({ method: "GET", url: "/api/crypto/public_key" })).json().data;
      expect(theirs.kid).toBe(mine.kid);
      const client = await envelopeClient(t.app);
      const answer = await sendSealed(other, client.key, await client.seal("GET", "/api/index/packages?type=1"));
      expect(answer).toMatchObject({ status: 200, sealedAnswer: true, body: { code: 1 } });
    } finally {
      await other.close();
    }
  });
});

// Two instances need one PostgreSQL database between them (the embedded one has one process,
// ADR 010): defined only there, so the embedded run reports no skipped test.
const describeOnPostgres = process.env.PORTICO_TEST_DRIVER === "postgres" ? describe : () => undefined;
describeOnPostgres("replays across instances", () => {
  it("refuses on a second instance a sealed request the first one took", async () => {
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      const client = await envelopeClient(t.app);
      const sealed = await client.seal("POST", "/api/index/lang", { body: { language: "en" } });
      expect((await sendSealed(t.app, client.key, sealed)).status).toBe(200);
      const replayed = await sendSealed(other, client.key, sealed);
      expect(replayed).toMatchObject({ status: 400, body: { error: "envelope_replayed" } });
      // A fresh request still passes on the second instance.
      const fresh = await sendSealed(
        other,
        client.key,
        await client.seal("POST", "/api/index/lang", { body: { language: "en" } }),
      );
      expect(fresh.status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe("API_ENVELOPE=require", () => {
  it("refuses a plain request with a 400, a stable code and a localised message", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/api/index/packages?type=1" });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({ code: 0, error: "envelope_required" });
    const chinese = await t.app.inject({
      method: "POST",
      url: "/api/index/lang",
      payload: { language: "en" },
      headers: { "accept-language": "zh-CN" },
    });
    expect(chinese.statusCode).toBe(400);
    expect(chinese.json()).toMatchObject({ code: 0, error: "envelope_required", msg: expect.stringMatching(/加密/) });
  });

  it("opens a sealed GET's query and seals the answer back", async () => {
    const client = await envelopeClient(t.app);
    const answer = await client.call("GET", `${residentialPackages.path}?type=1`);
    expect(answer.status).toBe(200);
    expect(answer.sealedAnswer).toBe(true);
    expect(answer.wire).not.toContain("code");
    expect(answer.body).toMatchObject({ code: 1, data: { "1": expect.any(Array) } });
    // The query reached validation: a bad one fails as it would in plain JSON, answered sealed.
    const invalid = await client.call("GET", `${residentialPackages.path}?type=9`);
    expect(invalid).toMatchObject({ status: 400, sealedAnswer: true, body: { error: "validation_failed" } });
  });

  it("seals a catalogue answer served from the cache, for a client that takes compressed answers", async () => {
    const client = await envelopeClient(t.app);
    // The first call fills the catalogue cache, the second is answered from it (with its compressed copies).
    for (const encoding of ["br", "gzip", "br"]) {
      const answer = await client.call("GET", `${residentialPackages.path}?type=1`, {
        headers: { "accept-encoding": encoding },
      });
      expect(answer.status).toBe(200);
      expect(answer.sealedAnswer).toBe(true);
      expect(answer.body).toMatchObject({ code: 1, data: { "1": expect.any(Array) } });
    }
  });

  it("opens a sealed POST body, and a signed-in call carries its token as before", async () => {
    const client = await envelopeClient(t.app);
    const lang = await client.call("POST", "/api/index/lang", { body: { language: "zh-CN" } });
    expect(lang).toMatchObject({ status: 200, sealedAnswer: true, body: { code: 1, data: { language: "zh-CN" } } });
    const customer = await createCustomer(t);
    const info = await client.call("GET", memberInfo.path, { headers: { token: customer.token } });
    expect(info).toMatchObject({ status: 200, body: { code: 1, data: { email: customer.email } } });
    const anonymous = await client.call("GET", memberInfo.path);
    expect(anonymous).toMatchObject({ status: 401, sealedAnswer: true, body: { error: "unauthorized" } });
  });

  it("refuses a replayed request and one older or newer than five minutes", async () => {
    const client = await envelopeClient(t.app);
    const sealed = await client.seal("POST", "/api/index/lang", { body: { language: "en" } });
    expect((await sendSealed(t.app, client.key, sealed)).status).toBe(200);
    const replayed = await sendSealed(t.app, client.key, sealed);
    expect(replayed).toMatchObject({ status: 400, sealedAnswer: false, body: { error: "envelope_replayed" } });
    for (const offset of [-5 * 60_000 - 1_000, 5 * 60_000 + 1_000]) {
      const dated = await client.call("GET", "/api/index/packages?type=1", { t: Date.now() + offset });
      expect(dated).toMatchObject({ status: 400, body: { error: "envelope_expired" } });
    }
  });

  it("refuses tampered ciphertext, a message moved to another path, and plain JSON under the header", async () => {
    const client = await envelopeClient(t.app);
    const sealed = await client.seal("POST", "/api/index/lang", { body: { language: "en" } });
    const token = String(sealed.payload);
    const flipped = `${token.slice(0, 20)}${token[20] === "A" ? "B" : "A"}${token.slice(21)}`;
    const tampered = await sendSealed(t.app, client.key, { ...sealed, payload: flipped });
    expect(tampered).toMatchObject({ status: 400, body: { error: "envelope_invalid" } });
    const moved = await sendSealed(t.app, client.key, {
      ...sealed,
      url: "/api/index/contact",
      path: "/api/index/contact",
    });
    expect(moved).toMatchObject({ status: 400, body: { error: "envelope_invalid" } });
    const plainBody = await t.app.inject({
      method: "POST",
      url: "/api/index/lang",
      payload: { language: "en" },
      headers: { [ENVELOPE_KEY_HEADER]: client.header },
    });
    expect(plainBody.statusCode).toBe(400);
    expect(plainBody.json()).toMatchObject({ error: "envelope_invalid" });
  });

  it("refuses a malformed header and a key id it does not know", async () => {
    const client = await envelopeClient(t.app);
    for (const [header, error] of [
      ["not-a-header", "envelope_header_invalid"],
      [`${client.published.kid}.${"A".repeat(342)}`, "envelope_header_invalid"],
      [`0123456789abcdef.${client.header.split(".")[1]}`, "envelope_key_unknown"],
    ] as const) {
      const sealed = await client.seal("GET", "/api/index/packages?type=1");
      const answer = await sendSealed(t.app, client.key, { ...sealed, headers: { [ENVELOPE_KEY_HEADER]: header } });
      expect(answer).toMatchObject({ status: 400, sealedAnswer: false, body: { code: 0, error } });
    }
  });

  it("leaves the docs, health, metrics, webhooks, the gateway's calls and the in-process SSR transport plain", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/docs/openapi.json" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/livez" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(200);
    const webhook = await t.app.inject({ method: "POST", url: "/api/payment/webhook/sandbox", payload: {} });
    expect(webhook.json().error).not.toBe("envelope_required");
    // The gateway is a server with its own token (ADR 411): a plain call reaches the access rule.
    const internal = await t.app.inject({ method: "POST", url: "/api/internal/usage", payload: {} });
    expect(internal.json().error).toBe("not_found");
    const ssr = createInjectTransport(t.app, { language: "en" });
    const answer = await ssr({ method: "GET", path: "/api/index/packages?type=1" });
    expect(answer).toMatchObject({ status: 200, body: { code: 1 } });
  });
});

describe("every endpoint of the contract", () => {
  const endpoints = (Object.values(contract) as unknown[]).filter(
    (value): value is Endpoint =>
      typeof value === "object" && value !== null && "operationId" in value && "path" in value,
  );
  // The two the browser fetches plain in every mode — the key itself and the widget's raw
  // challenge — and the gateway's, which no browser calls.
  const plain = new Set<string>([
    contract.envelopePublicKey.operationId,
    contract.altchaChallenge.operationId,
    ...endpoints.filter((endpoint) => endpoint.access.kind === "internal").map((endpoint) => endpoint.operationId),
  ]);

  it("answers a sealed call sealed, past the envelope to its own validation, session and rules", async () => {
    expect(endpoints.length).toBeGreaterThan(40);
    const client = await envelopeClient(t.app);
    const customer = await createCustomer(t);
    for (const endpoint of endpoints.filter((candidate) => !plain.has(candidate.operationId))) {
      const path = endpoint.path.replace(/:(\w+)/g, "1");
      const answer = await client.call(endpoint.method, path, {
        headers: { token: customer.token },
        ...(endpoint.method === "POST" ? { body: {} } : {}),
      });
      expect(answer.sealedAnswer, endpoint.operationId).toBe(true);
      expect(answer.body.code, endpoint.operationId).toBeTypeOf("number");
      expect(String(answer.body.error ?? ""), endpoint.operationId).not.toMatch(/^envelope_/);
    }
  });
});

describe("the payment view's data parameter", () => {
  it("sends the customer back from a provider with the query sealed for their browser only", async () => {
    const client = await envelopeClient(t.app);
    const customer = await createCustomer(t);
    const started = await client.call("POST", "/api/payment/recharge", {
      body: { pay_type: 1, deposit: 2_500 },
      headers: { token: customer.token },
    });
    expect(started).toMatchObject({ status: 200, body: { code: 1 } });
    const { url, order_no } = (started.body as { data: { url: string; order_no: string } }).data;
    const back = await completeSandboxCheckout(t.app, url, "paid");
    expect(back.statusCode).toBe(303);
    const location = new URL(String(back.headers.location));
    expect(location.pathname).toBe("/payment");
    expect([...location.searchParams.keys()]).toEqual(["data"]);
    const query = new URLSearchParams(
      await open(client.key, PAYMENT_VIEW_AAD, location.searchParams.get("data") ?? ""),
    );
    expect(Object.fromEntries(query)).toEqual({
      pay_result: "1",
      pay_type: "1",
      order_no,
      type: expect.stringMatching(/^[12]$/),
      recharge: "1",
    });
    const stranger = await envelopeClient(t.app);
    await expect(open(stranger.key, PAYMENT_VIEW_AAD, location.searchParams.get("data") ?? "")).rejects.toThrow();
  });
});

describe("key rotation", () => {
  it("serves the new key and keeps opening the old one for the overlap window only", async () => {
    const before = await envelopeClient(t.app);
    const newKid = await rotateEnvelopeKey(t.database.db, clock, 2 * HOUR);
    expect(newKid).not.toBe(before.published.kid);
    clock = new Date(clock.getTime() + 61_000); // past the ring's re-read interval
    const after = await envelopeClient(t.app);
    expect(after.published.kid).toBe(newKid);
    expect((await after.call("GET", "/api/index/packages?type=1")).status).toBe(200);
    expect((await before.call("GET", "/api/index/packages?type=1")).status).toBe(200);
    clock = new Date(clock.getTime() + 2 * HOUR);
    const late = await before.call("GET", "/api/index/packages?type=1");
    expect(late).toMatchObject({ status: 400, body: { error: "envelope_key_unknown" } });
    expect((await after.call("GET", "/api/index/packages?type=1")).status).toBe(200);
  });
});

describe("npm run admin -- envelope:rotate-key", () => {
  it("rotates a generated key and refuses when the keys come from configuration", async () => {
    const said = await runAdminCommand(
      {
        db: t.database.db,
        providers: async () => t.app.payments.providers,
        envelope: { configuredKeys: [], overlapMs: HOUR },
      },
      ["envelope:rotate-key"],
    );
    expect(said).toMatch(
      /^Envelope key [0-9a-f]{16} is now served; the previous key opens requests for 1 more hours\.$/,
    );
    await expect(
      runAdminCommand(
        {
          db: t.database.db,
          providers: async () => t.app.payments.providers,
          envelope: { configuredKeys: ["pem"], overlapMs: HOUR },
        },
        ["envelope:rotate-key"],
      ),
    ).rejects.toThrow(AdminUsageError);
  });
});

describe("API_ENVELOPE=accept and keys from configuration", () => {
  it("takes plain and sealed requests, with the configured key", async () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString().replaceAll("\n", "\\n");
    const accept = await createTestApp({ env: { API_ENVELOPE: "accept", ENVELOPE_PRIVATE_KEY: pem } });
    try {
      const plain = await accept.app.inject({ method: "GET", url: "/api/index/packages?type=1" });
      expect(plain.statusCode).toBe(200);
      const client = await envelopeClient(accept.app);
      const expected = createPublicKey(privateKey).export({ type: "spki", format: "der" }).toString("base64");
      expect(client.published.public_key).toBe(expected);
      expect(await client.call("GET", "/api/index/packages?type=1")).toMatchObject({ status: 200, sealedAnswer: true });
    } finally {
      await accept.close();
    }
  });

  it("refuses a key shorter than 2048 bits or one that is not a key", () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 1024 });
    const short = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    expect(() => loadConfig({ ENVELOPE_PRIVATE_KEY: short })).toThrow(/1024-bit RSA key/);
    expect(() => loadConfig({ ENVELOPE_PRIVATE_KEY: "hello" })).toThrow(ConfigError);
  });
});
