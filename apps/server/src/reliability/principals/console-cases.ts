import { randomUUID } from "node:crypto";
import * as c from "@portico/contracts";
import { coupons } from "../../db/schema/index.ts";
import { consoleMember } from "../../test/console-members.ts";
import type { TestApp } from "../../test/create-test-app.ts";
import { apiFor, createCustomer, createRegion, topUp } from "../../test/money-fixtures.ts";
import type { ConsoleClient } from "../../test/staff-fixtures.ts";
import { missingOrderNo } from "./customer-cases.ts";
import type { Ids, MatrixCase } from "./matrix.ts";

type Row = Record<string, unknown>;

/** The first list in a console answer's data (the data itself, or its first array field). */
function firstList(data: unknown): Row[] {
  if (Array.isArray(data)) return data as Row[];
  for (const key of ["list", "articles", "plans", "regions", "hosts", "staff", "roles", "coupons"]) {
    const value = (data as Row)[key];
    if (Array.isArray(value)) return value as Row[];
  }
  for (const value of Object.values(data as Row)) if (Array.isArray(value)) return value as Row[];
  throw new Error(`no list in ${JSON.stringify(data).slice(0, 200)}`);
}

/**
 * The console's rows the matrix names — customers, orders, adjustments, imports, staff, roles,
 * coupons, articles, notices, plans, regions, gateway hosts, states — made or read as the owner,
 * with a fresh one where a call uses its target up.
 */
export async function consoleEstate(t: TestApp, owner: ConsoleClient, now: () => Date) {
  const get = async (url: string) => {
    const answer = await owner.get(url);
    if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.body}`);
    return answer.json().data;
  };
  const post = async (url: string, body: object) => {
    const answer = await owner.post(url, body);
    if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.body}`);
    return answer.json().data;
  };
  const customer = await createCustomer(t, "console-target@example.com");
  await topUp(t.app, customer, 200);
  const plans = firstList(await get("/api/console/catalogue/plans"));
  const plan = plans.find((row) => Number(row.sale_price ?? row.price) > 2 && Number(row.sale_price ?? row.price) < 40);
  if (!plan) throw new Error("no plan");
  const order = async (pay: boolean) => {
    const api = apiFor(t.app, customer);
    const created = (await api.post("/api/order/create", { type: 1, package_id: plan.id })).json().data.order_no;
    if (pay) await api.post("/api/checkout/pay", { order_no: created });
    return created as string;
  };
  const paidNo = await order(true);
  // A second member with `wallet:adjust` makes the adjustments another approves (never one's own).
  const maker = await consoleMember(t, "finance", now);
  const pendingAdjustment = async () => {
    const answer = await maker.client.post("/api/console/customers/wallet/adjust", {
      customer_id: customer.userId,
      request_key: randomUUID(),
      amount_cents: 50_000,
      reason_code: "goodwill",
      note: "needs a second approver",
    });
    if (answer.statusCode !== 200) throw new Error(`adjust: ${answer.body}`);
    return answer.json().data.id as number;
  };
  await createRegion(t, "IMP", 0);
  let imports = 0;
  const dryRun = async () => {
    imports++;
    const content = `address,port,region\n198.18.${Math.floor(imports / 250)}.${(imports % 250) + 1},8000,IMP`;
    const data = await post("/api/console/inventory/import/dry-run", { file_name: "matrix.csv", content });
    return { id: data.id as string, content };
  };
  const spareMember = async () => (await consoleMember(t, "auditor", now)).email;
  const staffId = async (email: string) =>
    (firstList(await get("/api/console/staff")).find((row) => row.email === email)?.id as string) ?? "";
  const notice = async () =>
    (await post("/api/console/content/notices/create", {
      level: "info",
      message_en: "Matrix notice",
      message_zh: "矩阵通知",
      link: null,
      starts_at: null,
      ends_at: null,
      published: false,
    })) as Row;
  let hosts = 0;
  const host = async () =>
    (await post("/api/console/proxy-network/hosts/create", {
      address: `gw${hosts++}.matrix.example`,
      port: 9000,
      weight: 1,
      active: false,
    })) as Row;
  const states = firstList(await get("/api/console/proxy-network")).length;
  let stateCount = 0;
  const state = async () =>
    (await post("/api/console/proxy-network/states/create", {
      country_code: "US",
      state: `matrix_${stateCount++}_${states}`,
      name_en: "Matrix",
      name_zh: "矩阵",
      active: false,
    })) as Row;
  const roles = firstList(await get("/api/console/roles"));
  const customRole = await post("/api/console/roles/create", { name: "matrix role", permissions: ["orders:read"] });
  await t.database.db.insert(coupons).values({ code: "MATRIXC", kind: "percent", value: 5 });
  return {
    customer,
    paidNo,
    order,
    pendingAdjustment,
    dryRun,
    spareMember,
    staffId,
    notice,
    host,
    state,
    roles,
    customRole: customRole as Row,
    firstOf: async (url: string) => {
      const row = firstList(await get(url))[0];
      if (!row) throw new Error(`nothing at ${url}`);
      return row;
    },
  };
}

type Estate = Awaited<ReturnType<typeof consoleEstate>>;

const bigger = (value: unknown) => Number(value) + 100_000;

/** Every console endpoint that names a row, with the kind of each field. */
export function consoleCases(t: TestApp, estate: Estate, auditorEmail: string): MatrixCase[] {
  const customerId = estate.customer.userId;
  const byCustomer = (
    endpoint: c.Endpoint,
    extra: Record<string, unknown> = {},
    fresh = false,
    field = "customer_id",
  ): MatrixCase => ({
    endpoint,
    fields: { [field]: "customer id" },
    target: fresh ? async () => ({ id: (await createCustomer(t)).userId }) : async () => ({ id: customerId }),
    missing: () => ({ id: randomUUID() }),
    input: (ids) => ({ [field]: ids.id, ...extra }),
    fresh,
  });
  const byOrder = (
    endpoint: c.Endpoint,
    source: () => Promise<string>,
    extra: () => Record<string, unknown>,
    fresh: boolean,
  ): MatrixCase => ({
    endpoint,
    fields: {
      order_no: "order number",
      ...(endpoint === c.consoleRefundOrder ? { request_id: "idempotency key (the caller's own)" } : {}),
    },
    target: async () => ({ order_no: await source() }),
    missing: (real) => ({ order_no: missingOrderNo(String(real.order_no)) }),
    input: (ids) => ({ order_no: ids.order_no, ...extra() }),
    fresh,
  });
  const byRow = (
    endpoint: c.Endpoint,
    kind: string,
    source: () => Promise<Row>,
    input: (row: Row) => Record<string, unknown>,
    fresh = false,
    field = "id",
  ): MatrixCase => ({
    endpoint,
    fields: { [field]: kind },
    target: source,
    missing: (real) => ({ ...real, id: bigger(real.id) }),
    input,
    fresh,
  });
  const byStaff = (
    endpoint: c.Endpoint,
    input: (ids: Ids) => Record<string, unknown>,
    fresh: boolean,
    fields: Record<string, string> = {},
  ): MatrixCase => ({
    endpoint,
    fields: { staff_id: "staff member id", ...fields },
    target: async () => ({ staff_id: await estate.staffId(fresh ? await estate.spareMember() : auditorEmail) }),
    missing: () => ({ staff_id: randomUUID() }),
    input,
    fresh,
  });
  const audit = (endpoint: c.Endpoint): MatrixCase => ({
    endpoint,
    fields: {
      staff_id: "staff member id (filter)",
      customer_id: "customer id (filter)",
      resource_id: "order number (filter)",
    },
    target: async () => ({
      staff_id: await estate.staffId(auditorEmail),
      customer_id: customerId,
      resource_id: estate.paidNo,
    }),
    missing: (real) => ({
      staff_id: randomUUID(),
      customer_id: randomUUID(),
      resource_id: missingOrderNo(String(real.resource_id)),
    }),
    input: (ids) => ids,
  });
  const firstRoleId = Number(estate.roles.find((role) => role.name === "auditor")?.id);
  const noticeBody = (row: Row) => ({
    id: row.id,
    level: row.level,
    message_en: row.message_en,
    message_zh: row.message_zh,
    link: row.link ?? null,
    starts_at: row.starts_at ?? null,
    ends_at: row.ends_at ?? null,
    published: false,
  });
  return [
    byCustomer(c.actAsCustomer, { reason: "checking what the matrix may reach" }),
    byCustomer(c.openCustomerView),
    {
      ...byCustomer(c.adjustCustomerWallet),
      fields: { customer_id: "customer id", request_key: "idempotency key (the caller's own)" },
      target: async () => ({ id: customerId, key: randomUUID() }),
      missing: () => ({ id: randomUUID(), key: randomUUID() }),
      input: (ids) => ({
        customer_id: ids.id,
        request_key: ids.key,
        amount_cents: 100,
        reason_code: "goodwill",
        note: "matrix",
      }),
      fresh: true,
    },
    byRow(
      c.approveWalletAdjustment,
      "wallet adjustment id",
      async () => ({ id: await estate.pendingAdjustment() }),
      (row) => ({ adjustment_id: row.id }),
      true,
      "adjustment_id",
    ),
    byRow(
      c.rejectWalletAdjustment,
      "wallet adjustment id",
      async () => ({ id: await estate.pendingAdjustment() }),
      (row) => ({ adjustment_id: row.id }),
      true,
      "adjustment_id",
    ),
    audit(c.consoleAuditEvents),
    audit(c.consoleAuditExport),
    byOrder(
      c.consoleCloseOrder,
      () => estate.order(false),
      () => ({}),
      true,
    ),
    byCustomer(c.consoleCustomerDetail, {}, false, "id"),
    {
      endpoint: c.consoleIpImport,
      fields: { id: "inventory import id" },
      target: async () => ({ id: (await estate.dryRun()).id }),
      missing: () => ({ id: randomUUID() }),
      input: (ids) => ({ id: ids.id }),
    },
    {
      endpoint: c.consoleIpImportCommit,
      fields: { import_id: "inventory import id" },
      target: estate.dryRun,
      missing: (real) => ({ ...real, id: randomUUID() }),
      input: (ids) => ({ import_id: ids.id, content: ids.content }),
      fresh: true,
    },
    byOrder(
      c.consoleOrderDetail,
      async () => estate.paidNo,
      () => ({}),
      false,
    ),
    byOrder(
      c.consoleOrders,
      async () => estate.paidNo,
      () => ({}),
      false,
    ),
    byOrder(
      c.consoleOrdersExport,
      async () => estate.paidNo,
      () => ({}),
      false,
    ),
    byOrder(
      c.consoleRefundOrder,
      () => estate.order(true),
      () => ({ to: "wallet", reason_code: "customer_request", request_id: `matrix-${randomUUID()}` }),
      true,
    ),
    byRow(c.deleteConsoleNotice, "site notice id", estate.notice, (row) => ({ id: row.id }), true),
    byRow(c.publishConsoleNotice, "site notice id", estate.notice, (row) => ({ id: row.id, published: false })),
    byRow(c.updateConsoleNotice, "site notice id", estate.notice, noticeBody),
    byRow(c.deleteGatewayHost, "gateway host id", estate.host, (row) => ({ id: row.id }), true),
    byRow(c.updateGatewayHost, "gateway host id", estate.host, (row) => ({
      id: row.id,
      address: row.address,
      port: row.port,
      weight: 2,
      active: false,
    })),
    byRow(c.deleteProxyState, "proxy state id", estate.state, (row) => ({ id: row.id }), true),
    byRow(c.updateProxyState, "proxy state id", estate.state, (row) => ({
      id: row.id,
      country_code: row.country_code,
      state: row.state,
      name_en: "Matrix 2",
      name_zh: "矩阵二",
      active: false,
    })),
    byCustomer(c.disableCustomer, {}, true),
    byCustomer(c.enableCustomer, {}, true),
    byCustomer(c.signOutCustomer, {}, true),
    byCustomer(c.setCustomerCreditLine, { limit_cents: 1000 }),
    byStaff(c.disableStaff, (ids) => ({ staff_id: ids.staff_id }), true),
    byStaff(c.resetStaffEnrolment, (ids) => ({ staff_id: ids.staff_id }), true),
    byStaff(c.setStaffRoles, (ids) => ({ staff_id: ids.staff_id, role_ids: [firstRoleId] }), false, {
      role_ids: "role ids",
    }),
    {
      endpoint: c.inviteStaff,
      fields: { role_id: "role id" },
      target: async () => ({ role_id: firstRoleId }),
      missing: (real) => ({ role_id: bigger(real.role_id) }),
      input: (ids) => ({ email: `invitee-${randomUUID().slice(0, 8)}@example.com`, role_id: ids.role_id }),
    },
    {
      endpoint: c.updateStaffRole,
      fields: { role_id: "role id" },
      target: async () => ({ role_id: estate.customRole.id }),
      missing: (real) => ({ role_id: bigger(real.role_id) }),
      input: (ids) => ({ role_id: ids.role_id, name: "matrix role", permissions: ["orders:read"] }),
    },
    byRow(
      c.publishConsoleFaqArticle,
      "help article id",
      () => estate.firstOf("/api/console/content/faq"),
      (row) => ({ id: row.id, published: row.published }),
    ),
    byRow(
      c.updateConsoleFaqArticle,
      "help article id",
      () => estate.firstOf("/api/console/content/faq"),
      (row) => row,
    ),
    byRow(
      c.setConsolePlanActive,
      "plan id",
      () => estate.firstOf("/api/console/catalogue/plans"),
      (row) => ({ id: row.id, active: true }),
    ),
    byRow(
      c.updateConsolePlan,
      "plan id",
      () => estate.firstOf("/api/console/catalogue/plans"),
      (row) => row,
    ),
    byRow(
      c.setConsoleRegionActive,
      "static region id",
      () => estate.firstOf("/api/console/catalogue/static-regions"),
      (row) => ({ id: row.id, active: true }),
    ),
    byRow(
      c.updateConsoleRegion,
      "static region id",
      () => estate.firstOf("/api/console/catalogue/static-regions"),
      (row) => row,
    ),
    byRow(
      c.updateConsoleCoupon,
      "coupon id",
      () => estate.firstOf("/api/console/coupons"),
      (row) => row,
    ),
  ];
}
