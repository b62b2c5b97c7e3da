import {
  type ApiRequest,
  type ApiResponse,
  altchaChallenge,
  CommonError,
  changeLanguage,
  faqList,
  memberInfo,
  ResidentialPlanType,
  residentialPackages,
} from "@portico/contracts";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { createCaller } from "./call-endpoint";

const pkg = {
  id: 1,
  display_title: "10 GB",
  sale_price: 30,
  price: 30,
  discount_ratio: 0,
  days: 30,
  flow: 10240,
  give: 0,
  popular: false,
  weight: 1,
  type: ResidentialPlanType.Traffic,
};

/** An in-memory transport answering every call with one response and recording the requests. */
function answering(response: ApiResponse) {
  const requests: ApiRequest[] = [];
  const transport = async (request: ApiRequest) => {
    requests.push(request);
    return response;
  };
  return { transport, requests };
}

describe("createCaller", () => {
  it("sends a GET's input as the query, unwraps the envelope and parses the data with the contract", async () => {
    const { transport, requests } = answering({ status: 200, body: { code: 1, msg: "ok", data: { "1": [pkg] } } });
    await expect(createCaller(transport)(residentialPackages, { type: 1 })).resolves.toEqual({ "1": [pkg] });
    expect(requests).toEqual([{ method: "GET", path: "/api/index/packages?type=1" }]);
  });

  it("leaves undefined and empty query values out and encodes the rest", async () => {
    const { transport, requests } = answering({
      status: 200,
      body: { code: 1, msg: "ok", data: { list: [], total: 0, page: 2, page_size: 10 } },
    });
    await createCaller(transport)(faqList, { keywords: "a&b c", categoryId: undefined, page: 2 });
    expect(requests[0]?.path).toBe("/api/faq/list?keywords=a%26b+c&page=2");
    await createCaller(transport)(faqList, { keywords: "" });
    expect(requests[1]?.path).toBe("/api/faq/list");
  });

  it("sends a POST's input as the body", async () => {
    const { transport, requests } = answering({
      status: 200,
      body: { code: 1, msg: "ok", data: { language: "zh-CN" } },
    });
    await createCaller(transport)(changeLanguage, { language: "zh-CN" });
    expect(requests).toEqual([{ method: "POST", path: "/api/index/lang", body: { language: "zh-CN" } }]);
  });

  it("throws the server's message and error code on a code 0 envelope", async () => {
    const { transport } = answering({ status: 422, body: { code: 0, msg: "该套餐已下架", error: "business_rule" } });
    const failure = await createCaller(transport)(residentialPackages, { type: 1 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ serverMessage: "该套餐已下架", code: "business_rule", status: 422 });
  });

  it("rejects data that does not match the contract", async () => {
    const { transport } = answering({ status: 200, body: { code: 1, msg: "ok", data: { "1": [{ id: "x" }] } } });
    await expect(createCaller(transport)(residentialPackages, { type: 1 })).rejects.toThrow();
  });

  it("treats an answer that is not an envelope as an internal error without a server message", async () => {
    const { transport } = answering({ status: 502, body: null });
    const failure = await createCaller(transport)(residentialPackages, { type: 1 }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ serverMessage: null, code: CommonError.internal_error.code, status: 502 });
  });

  it("reads an answer that is not enveloped by its own schema", async () => {
    const challenge = {
      parameters: { algorithm: "PBKDF2/SHA-256", nonce: "n", salt: "s", cost: 1, keyLength: 32, keyPrefix: "00" },
      signature: "sig",
    };
    const { transport } = answering({ status: 200, body: challenge });
    await expect(createCaller(transport)(altchaChallenge)).resolves.toEqual(challenge);
  });

  it("signs out on 401 before rejecting", async () => {
    const { transport } = answering({ status: 401, body: { code: 0, msg: "Please log in", error: "unauthorized" } });
    const onUnauthorized = vi.fn();
    await expect(createCaller(transport, { onUnauthorized })(memberInfo)).rejects.toMatchObject({
      code: "unauthorized",
    });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
