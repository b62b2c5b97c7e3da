import { expect, test } from "@playwright/test";

test.describe("API error envelope", () => {
  test("a bad catalogue request gets the 400 envelope with an English message", async ({ request }) => {
    const response = await request.get("/api/index/packages?type=abc", { headers: { "accept-language": "en-US" } });
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ code: 0, error: "validation_failed" });
    expect(body.msg).toMatch(/[a-z]/i);
    expect(body.msg).not.toMatch(/[\u4e00-\u9fff]/);
  });

  test("the same request in Chinese gets a Chinese message", async ({ request }) => {
    const response = await request.get("/api/index/packages?type=abc", { headers: { "accept-language": "zh-CN" } });
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ code: 0, error: "validation_failed" });
    expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
  });

  test("an unknown API path answers JSON 404, never HTML", async ({ request }) => {
    const response = await request.get("/api/no/such/thing");
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(await response.json()).toMatchObject({ code: 0, error: "not_found" });
  });
});
