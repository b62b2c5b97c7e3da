import { randomInt } from "node:crypto";
import * as c from "@portico/contracts";
import { eq, max } from "drizzle-orm";
import { apiKeys, coupons, staticIps } from "../../db/schema/index.ts";
import type { TestApp } from "../../test/create-test-app.ts";
import { apiFor, type Customer, createRegion, topUp } from "../../test/money-fixtures.ts";
import type { Ids, MatrixCase } from "./matrix.ts";

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** An order number of the same kind and day as `real`, with other random characters: no order has it. */
export function missingOrderNo(real: string): string {
  let random = "";
  for (let index = 0; index < 12; index++) random += ALPHABET[randomInt(ALPHABET.length)];
  return `${real.slice(0, 7)}${random}`;
}

/**
 * What customer A owns for the matrix: a top-up, a paid static order and its two IPs (tagged), a
 * paid residential plan, unpaid orders on demand, API keys on demand, and a coupon anyone may use.
 */
export async function customerEstate(t: TestApp, a: Customer) {
  const api = apiFor(t.app, a);
  const rechargeNo = await topUp(t.app, a, 300);
  const region = await createRegion(t, "XPM", 40, 500);
  const plans = (await t.app.inject({ method: "GET", url: "/api/index/packages?type=1" })).json().data["1"] as {
    id: number;
    sale_price: number;
  }[];
  const plan = plans.find((entry) => entry.sale_price > 2 && entry.sale_price <= 40);
  if (!plan) throw new Error("no plan under $40");
  const created = async (body: object) => {
    const answer = await api.post("/api/order/create", body);
    if (answer.statusCode !== 200) throw new Error(`order: ${answer.body}`);
    return answer.json().data.order_no as string;
  };
  const staticNo = await created({ type: 2, date_unit: "monthly", static_commodity: `${region}:2` });
  const paid = await api.post("/api/checkout/pay", { order_no: staticNo });
  if (paid.statusCode !== 200) throw new Error(`pay: ${paid.body}`);
  const ipIds = (
    await t.database.db.select({ id: staticIps.id }).from(staticIps).where(eq(staticIps.ownerId, a.userId))
  ).map((row) => row.id);
  await api.post("/api/staticip/tag", { ip_ids: ipIds, tag: "matrix-a" });
  const [ip] = await t.database.db
    .select({ address: staticIps.address })
    .from(staticIps)
    .where(eq(staticIps.id, ipIds[0] ?? 0));
  await t.database.db.insert(coupons).values({ code: "MATRIX5", kind: "percent", value: 5 });
  const unpaidNo = () => created({ type: 1, package_id: plan.id });
  const newKeyId = async () => {
    const key = await api.post("/api/member/api_keys/create", { name: "to revoke", access: "read" });
    if (key.statusCode !== 200) throw new Error(`key: ${key.body}`);
    return key.json().data.id as number;
  };
  const maxIpId = async () => (await t.database.db.select({ top: max(staticIps.id) }).from(staticIps))[0]?.top ?? 0;
  const maxKeyId = async () => (await t.database.db.select({ top: max(apiKeys.id) }).from(apiKeys))[0]?.top ?? 0;
  return {
    rechargeNo,
    staticNo,
    ipIds,
    address: ip?.address ?? "",
    unpaidNo,
    newKeyId,
    missingIpIds: async () => {
      const top = await maxIpId();
      return ipIds.map((_, index) => top + 1000 + index);
    },
    missingKeyId: async () => (await maxKeyId()) + 1000,
  };
}

type Estate = Awaited<ReturnType<typeof customerEstate>>;

const byOrder = (real: Ids): Ids => ({ ...real, order_no: missingOrderNo(String(real.order_no)) });

/** Every customer endpoint that names something a customer owns, with the kind of each field. */
export async function customerCases(estate: Estate): Promise<MatrixCase[]> {
  const sharedUnpaid = await estate.unpaidNo();
  const missingIps = await estate.missingIpIds();
  const missingKey = await estate.missingKeyId();
  const order = (no: string) => async (): Promise<Ids> => ({ order_no: no });
  const orderCase = (
    endpoint: c.Endpoint,
    no: string | (() => Promise<string>),
    input: (ids: Ids) => Record<string, unknown> = (ids) => ({ order_no: ids.order_no }),
    kind = "order number",
    field = "order_no",
  ): MatrixCase => ({
    endpoint,
    fields: { [field]: kind },
    target: typeof no === "string" ? order(no) : async () => ({ order_no: await no() }),
    missing: byOrder,
    input,
    fresh: typeof no !== "string",
  });
  const ips = async (): Promise<Ids> => ({ ip_ids: estate.ipIds, order_no: estate.staticNo, tag: "matrix-a" });
  const missingSelection = (real: Ids): Ids => ({
    ip_ids: missingIps,
    order_no: missingOrderNo(String(real.order_no)),
    tag: "matrix-nobody",
  });
  const selection = (endpoint: c.Endpoint, byIds: boolean): MatrixCase => ({
    endpoint,
    fields: { ip_ids: "static IP ids", orderNo: "order number (filter)" },
    target: ips,
    missing: missingSelection,
    input: (ids) => (byIds ? { ip_ids: ids.ip_ids } : { orderNo: ids.order_no }),
  });
  const selectionBoth = (endpoint: c.Endpoint): MatrixCase[] => [
    selection(endpoint, true),
    { ...selection(endpoint, false), fields: { orderNo: "order number (filter)" } },
  ];
  return [
    {
      endpoint: c.applyCoupon,
      fields: { order_no: "order number", coupon: "coupon code (shared by every customer, not owned)" },
      target: order(sharedUnpaid),
      missing: byOrder,
      input: (ids) => ({ order_no: ids.order_no, coupon: "MATRIX5" }),
    },
    {
      ...orderCase(c.checkoutPay, estate.unpaidNo, (ids) => ({ order_no: ids.order_no, coupon: "MATRIX5" })),
      fields: { order_no: "order number (pays it)", coupon: "coupon code (shared by every customer, not owned)" },
    },
    orderCase(c.cancelOrder, estate.unpaidNo, (ids) => ({ order_no: ids.order_no }), "order number (cancels it)"),
    orderCase(c.checkoutInit, sharedUnpaid),
    orderCase(
      c.createPayment,
      sharedUnpaid,
      (ids) => ({ order_no: ids.order_no, pay_type: 1 }),
      "order number (checkout)",
    ),
    orderCase(c.exportInvoice, estate.staticNo, undefined, "order number (invoice)"),
    orderCase(c.exportRechargeInvoice, estate.rechargeNo, undefined, "top-up order number (invoice)"),
    orderCase(c.orderInfo, estate.staticNo),
    orderCase(c.orderStatus, estate.staticNo, (ids) => ({ orderNo: ids.order_no }), "order number", "orderNo"),
    orderCase(
      c.rechargeStatus,
      estate.rechargeNo,
      (ids) => ({ orderNo: ids.order_no }),
      "top-up order number",
      "orderNo",
    ),
    orderCase(c.balanceLog, estate.rechargeNo, undefined, "order number (filter)"),
    orderCase(c.orderHistory, estate.staticNo, (ids) => ({ type: 2, order_no: ids.order_no }), "order number (filter)"),
    orderCase(c.rechargeOrders, estate.rechargeNo, undefined, "top-up order number (filter)"),
    {
      endpoint: c.staticIpList,
      fields: { orderNo: "order number (filter)", tag: "IP tag (filter)", ip: "IP address (filter)" },
      target: async () => ({ ...(await ips()), ip: estate.address }),
      missing: (real) => ({ ...missingSelection(real), ip: "198.51.100.77" }),
      input: (ids) => ({ orderNo: ids.order_no, tag: ids.tag, ip: ids.ip }),
    },
    ...selectionBoth(c.exportStaticIps),
    ...selectionBoth(c.staticIpAccounts),
    ...selectionBoth(c.staticIpOrderAccounts),
    {
      endpoint: c.tagStaticIps,
      fields: { ip_ids: "static IP ids", tag: "IP tag (the label set)" },
      target: ips,
      missing: missingSelection,
      input: (ids) => ({ ip_ids: ids.ip_ids, tag: "matrix-a" }),
    },
    {
      endpoint: c.prepareRenewOrder,
      fields: { renew_ip_ids: "static IP ids" },
      target: ips,
      missing: missingSelection,
      input: (ids) => ({ type: 2, renew_ip_ids: ids.ip_ids, date_unit: "monthly" }),
    },
    {
      endpoint: c.renewOrder,
      fields: { renew_ip_ids: "static IP ids" },
      target: ips,
      missing: missingSelection,
      input: (ids) => ({ type: 2, renew_ip_ids: ids.ip_ids, date_unit: "monthly" }),
    },
    {
      endpoint: c.revokeApiKey,
      fields: { id: "API key id" },
      target: async () => ({ id: await estate.newKeyId() }),
      missing: () => ({ id: missingKey }),
      input: (ids) => ({ id: ids.id }),
      fresh: true,
    },
  ];
}
