import { type ApiRequest, type ApiResponse, ErrorCode, ResidentialPlanType } from "@portico/contracts";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { createApiClient } from "./create-api-client";

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

describe("createApiClient", () => {
  it("unwraps the success envelope and parses the data with the contract", async () => {
    const { transport, requests } = answering({ status: 200, body: { code: 1, msg: "ok", data: { "1": [pkg] } } });
    await expect(createApiClient(transport).residentialPackages()).resolves.toEqual([pkg]);
    expect(requests).toEqual([{ method: "GET", path: "/api/index/packages?type=1" }]);
  });

  it("throws the server's message and error code on a code 0 envelope", async () => {
    const { transport } = answering({
      status: 422,
      body: { code: 0, msg: "该套餐已下架", error: ErrorCode.BusinessRule },
    });
    const failure = await createApiClient(transport)
      .residentialPackages()
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ serverMessage: "该套餐已下架", code: ErrorCode.BusinessRule, status: 422 });
  });

  it("rejects data that does not match the contract", async () => {
    const { transport } = answering({ status: 200, body: { code: 1, msg: "ok", data: { "1": [{ id: "x" }] } } });
    await expect(createApiClient(transport).residentialPackages()).rejects.toThrow();
  });

  it("treats an answer that is not an envelope as an internal error without a server message", async () => {
    const { transport } = answering({ status: 502, body: null });
    const failure = await createApiClient(transport)
      .residentialPackages()
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ serverMessage: null, code: ErrorCode.Internal, status: 502 });
  });

  it("signs out on 401 before rejecting", async () => {
    const { transport } = answering({
      status: 401,
      body: { code: 0, msg: "Please log in", error: ErrorCode.Unauthorized },
    });
    const onUnauthorized = vi.fn();
    await expect(createApiClient(transport, { onUnauthorized }).residentialPackages()).rejects.toMatchObject({
      code: ErrorCode.Unauthorized,
    });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it("sends the language change as the contract's request body", async () => {
    const { transport, requests } = answering({
      status: 200,
      body: { code: 1, msg: "ok", data: { language: "zh-CN" } },
    });
    await createApiClient(transport).changeLanguage("zh-CN");
    expect(requests).toEqual([{ method: "POST", path: "/api/index/lang", body: { language: "zh-CN" } }]);
  });
});
