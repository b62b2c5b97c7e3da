/**
 * Orders placed and paid through the API (the endpoints the pages call, the sandbox's own form
 * for the payment), for tests whose subject is the order lists rather than the buying.
 */
import { type APIRequestContext, expect } from "@playwright/test";
import { apiCall } from "./api-call.ts";
import type { OnServer } from "./api-session.ts";

/** Sealed when the suite runs with the envelope on (`apiCall`); to a test's own server with `origin`. */
async function postData<T>(
  _request: APIRequestContext,
  token: string,
  path: string,
  data: object,
  { origin, sealed }: OnServer = {},
): Promise<T> {
  const { status, body } = await apiCall("POST", path, { data, headers: { token }, origin, sealed });
  if (status !== 200 || body.code !== 1) throw new Error(`${path} failed: ${status} ${body.msg}`);
  return body.data as T;
}

/** An unpaid weekly static order of `quantity` IPs in the region with that id; its order number. */
export async function placeStaticOrder(
  request: APIRequestContext,
  token: string,
  regionId: number,
  quantity = 1,
  server: OnServer = {},
): Promise<string> {
  const order = await postData<{ order_no: string }>(
    request,
    token,
    "/api/order/create",
    { type: 2, date_unit: "weekly", static_commodity: `${regionId}:${quantity}` },
    server,
  );
  return order.order_no;
}

/** An unpaid order for a residential plan; its order number. */
export async function placeResidentialOrder(request: APIRequestContext, token: string, packageId: number) {
  const order = await postData<{ order_no: string }>(request, token, "/api/order/create", {
    type: 1,
    package_id: packageId,
  });
  return order.order_no;
}

/** Pays an unpaid order by the sandbox card, answering the sandbox's page as the customer would. */
export async function payBySandboxCard(
  request: APIRequestContext,
  token: string,
  orderNo: string,
  server: OnServer = {},
): Promise<void> {
  const { url } = await postData<{ url: string }>(
    request,
    token,
    "/api/payment/create",
    { pay_type: 1, order_no: orderNo },
    server,
  );
  const paid = await request.post(url, { form: { outcome: "paid" }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}
