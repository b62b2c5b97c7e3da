import { access } from "@portico/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../db/schema/index.ts";
import { hashSecret } from "../modules/accounts/secret-token.ts";
import { createTestApp, type TestApp } from "../test/create-test-app.ts";
import { createInjectTransport } from "./ssr-transport.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    routes: (app) => {
      app.post("/api/test/echo", { config: { access: access.public("ignored") } }, async (request) => ({
        language: request.headers["accept-language"],
        token: request.headers.token,
        cookie: request.headers.cookie,
        body: request.body,
      }));
    },
  });
});
afterAll(() => t.close());

/** A live session, so the token header passes the session check (a dead one answers 401). */
async function liveToken(token: string): Promise<string> {
  const [user] = await t.database.db
    .insert(users)
    .values({ email: "echo@example.com", passwordHash: "x", firstName: "E", lastName: "Cho" })
    .returning();
  await t.database.db
    .insert(sessions)
    .values({ userId: user?.id ?? "", tokenHash: hashSecret(token), expiresAt: new Date(Date.now() + 60_000) });
  return token;
}

describe("in-process API transport", () => {
  it("forwards the page language, token and cookie, and sends the body as JSON", async () => {
    const token = await liveToken("tok-1");
    const api = createInjectTransport(t.app, { language: "zh-CN", token, cookie: "language=zh-CN" });
    const answer = await api({ method: "POST", path: "/api/test/echo", body: { a: 1 } });
    expect(answer).toEqual({
      status: 200,
      body: { language: "zh-CN", token: "tok-1", cookie: "language=zh-CN", body: { a: 1 } },
    });
  });

  it("returns failures as data, with their status", async () => {
    const api = createInjectTransport(t.app, { language: "en" });
    const answer = await api({ method: "GET", path: "/api/index/packages?type=2" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 0, error: "validation_failed" });
  });

  it("refuses paths outside /api/", async () => {
    const api = createInjectTransport(t.app, { language: "en" });
    await expect(api({ method: "GET", path: "/residential" })).rejects.toThrow(/only reaches \/api\//);
  });
});
