import { changeLanguage } from "@portico/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST /api/index/lang", () => {
  it("stores the language in a readable, year-long, site-wide cookie", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: changeLanguage.path,
      payload: { language: "zh-CN" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 1, msg: "ok", data: { language: "zh-CN" } });
    const cookie = String(response.headers["set-cookie"]);
    expect(cookie).toMatch(/^language=zh-CN;/);
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("Max-Age=31536000");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it("rejects an unsupported language with a 400 envelope and sets no cookie", async () => {
    const response = await t.app.inject({ method: "POST", url: changeLanguage.path, payload: { language: "de" } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 0, error: "validation_failed" });
    expect(response.json().issues[0].path).toBe("language");
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("rejects a body that is not JSON with a 4xx envelope", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: changeLanguage.path,
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 0,
      error: "validation_failed",
      msg: "The request could not be read.",
    });
  });
});
