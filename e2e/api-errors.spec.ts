import { expect, test } from "@playwright/test";
import { apiCall, suiteEnvelopeOn } from "./support/api-call.ts";

test.describe("API error envelope", () => {
  test("a bad catalogue request gets the 400 envelope with an English message", async () => {
    const { status, body } = await apiCall("GET", "/api/index/packages?type=abc", {
      headers: { "accept-language": "en-US" },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 0, error: "validation_failed" });
    expect(body.msg).toMatch(/[a-z]/i);
    expect(body.msg).not.toMatch(/[\u4e00-\u9fff]/);
  });

  test("the same request in Chinese gets a Chinese message", async () => {
    const { status, body } = await apiCall("GET", "/api/index/packages?type=abc", {
      headers: { "accept-language": "zh-CN" },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 0, error: "validation_failed" });
    expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
  });

  test("an unknown API path answers JSON 404, never HTML", async () => {
    const { status, body, headers } = await apiCall("GET", "/api/no/such/thing");
    expect(status).toBe(404);
    // Sealed when the suite runs with the envelope on; JSON inside either way.
    expect(headers.get("content-type")).toMatch(suiteEnvelopeOn ? /x-portico-envelope/ : /application\/json/);
    expect(body).toMatchObject({ code: 0, error: "not_found" });
  });
});
