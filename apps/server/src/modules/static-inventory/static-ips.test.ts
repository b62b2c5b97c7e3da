import { STATIC_IP_COUNT_CAP, type StaticIpListResponse, type StaticIpRow } from "@portico/contracts";
import { eq, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticIps } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { type Api, apiFor, type Customer, createCustomer, createRegion, topUp } from "../../test/money-fixtures.ts";
import { releaseExpiredIps } from "../orders/orders.service.ts";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const start = Date.now();
let clock = new Date(start);
let t: TestApp;
let alice: Customer;
let bob: Customer;
let aliceApi: Api;
let bobApi: Api;
/** Alice's orders: a weekly one of 7 IPs in the first region, a monthly one of 5 in the second, an hour later. */
let weeklyNo: string;
let monthlyNo: string;
let bobIpIds: number[];

async function buy(api: Api, regionId: number, quantity: number, dateUnit: string) {
  const order = await api.post("/api/order/create", {
    type: 2,
    date_unit: dateUnit,
    static_commodity: `${regionId}:${quantity}`,
  });
  expect(order.statusCode, order.body).toBe(200);
  const orderNo = order.json().data.order_no as string;
  expect((await api.post("/api/checkout/pay", { order_no: orderNo })).statusCode).toBe(200);
  return orderNo;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  alice = await createCustomer(t);
  bob = await createCustomer(t);
  aliceApi = apiFor(t.app, alice);
  bobApi = apiFor(t.app, bob);
  await topUp(t.app, alice, 200);
  await topUp(t.app, bob, 100);
  const first = await createRegion(t, "SIA", 10);
  const second = await createRegion(t, "SIB", 10);
  weeklyNo = await buy(aliceApi, first, 7, "weekly");
  clock = new Date(start + HOUR);
  monthlyNo = await buy(aliceApi, second, 5, "monthly");
  clock = new Date(start + 2 * HOUR);
  await buy(bobApi, first, 3, "weekly");
  bobIpIds = (await t.database.db.select().from(staticIps).where(eq(staticIps.ownerId, bob.userId))).map((ip) => ip.id);
  clock = new Date(start + 3 * HOUR);
});
afterAll(() => t.close());

async function list(api: Api, query: string): Promise<StaticIpListResponse> {
  const response = await api.get(`/api/staticip/list?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const ownedRows = (customer: Customer) =>
  t.database.db.select().from(staticIps).where(eq(staticIps.ownerId, customer.userId));

describe("the static IP list", () => {
  it("lists only the caller's IPs, newest purchase first, with order number, region, days left and the renewal flag", async () => {
    const answer = await list(aliceApi, "limit=100");
    expect(answer).toMatchObject({ total: 12, total_capped: false, page: 1, next_cursor: null, prev_cursor: null });
    expect(answer.time).toBe(Math.floor(clock.getTime() / 1000));
    expect(answer.list.map((row) => row.order_no)).toEqual([...Array(5).fill(monthlyNo), ...Array(7).fill(weeklyNo)]);
    const stored = new Map((await ownedRows(alice)).map((ip) => [ip.id, ip]));
    for (const row of answer.list) {
      const ip = stored.get(row.id);
      expect(ip, "only Alice's IPs").toBeDefined();
      expect(row).toMatchObject({
        ip: ip?.address,
        port: ip?.port,
        create_time: Math.floor((ip?.assignedAt?.getTime() ?? 0) / 1000),
        expire_time: Math.floor((ip?.expireAt?.getTime() ?? 0) / 1000),
        status: 2,
        tag: "",
        renewable: true,
        renew_block: null,
      });
    }
    expect(answer.list[0]).toMatchObject({ country: "Testland SIB", region: "SIB", extime: 29 });
    expect(answer.list[11]).toMatchObject({ country: "Testland SIA", region: "SIA", extime: 6 });
    const chinese = await apiFor(t.app, alice, "zh-CN").get("/api/staticip/list?limit=1");
    expect(chinese.json().data.list[0].country).toBe("测试国 SIB");
  });

  it("filters by order number (a renewal's too), address, address prefix, addresses, status and tag", async () => {
    expect((await list(aliceApi, `orderNo=${weeklyNo}`)).total).toBe(7);
    expect((await list(aliceApi, `orderNo=${monthlyNo.toLowerCase()}`)).total).toBe(5);
    expect((await list(aliceApi, "orderNo=NOSUCHORDER1")).total).toBe(0);
    // Bob's order number is no order of Alice's.
    const bobOrder = (await list(bobApi, "limit=1")).list[0]?.order_no;
    expect((await list(aliceApi, `orderNo=${bobOrder}`)).total).toBe(0);

    const rows = (await list(aliceApi, "limit=100")).list;
    const [one, two] = rows;
    expect((await list(aliceApi, `ip=${one?.ip}`)).list.map((row) => row.id)).toEqual([one?.id]);
    const prefix = one?.ip.split(".").slice(0, 3).join(".");
    const underPrefix = rows.filter((row) => row.ip.startsWith(`${prefix}.`));
    expect((await list(aliceApi, `ip=${prefix}&limit=100`)).total).toBe(underPrefix.length);
    expect((await list(aliceApi, "ip=10.255.")).total).toBe(0);
    expect((await aliceApi.get("/api/staticip/list?ip=not-an-ip")).statusCode).toBe(400);

    // The import check: Bob's address and an unknown one match nothing of Alice's.
    const bobAddress = (await list(bobApi, "limit=1")).list[0]?.ip;
    const looked = await list(aliceApi, `ips=${one?.ip}&ips=${two?.ip}&ips=${bobAddress}&ips=192.0.2.1`);
    expect(looked.list.map((row) => row.id).sort()).toEqual([one?.id, two?.id].sort());
    expect((await list(aliceApi, `ips=${one?.ip}`)).total).toBe(1);
    const tooMany = Array.from({ length: 201 }, (_, i) => `ips=192.0.2.${i % 250}`).join("&");
    expect((await aliceApi.get(`/api/staticip/list?${tooMany}`)).statusCode).toBe(400);

    const renewal = await aliceApi.post("/api/order/renew", {
      type: 2,
      renew_ip_ids: [one?.id, two?.id],
      date_unit: "weekly",
    });
    const renewalNo = renewal.json().data.order_no;
    expect((await list(aliceApi, `orderNo=${renewalNo}`)).list.map((row) => row.id).sort()).toEqual(
      [one?.id, two?.id].sort(),
    );
    await aliceApi.post("/api/order/cancel", { type: 2, order_no: renewalNo });
  });

  it("says which IPs are expired and which can still be renewed, as the renewal endpoints judge them", async () => {
    try {
      // Eight days on: the weekly IPs expired a day ago (inside the 4-day grace), the monthly ones are normal.
      clock = new Date(start + 8 * DAY);
      const expired = await list(aliceApi, "status=3&limit=100");
      expect(expired.total).toBe(7);
      expect(expired.list.every((row) => row.status === 3 && row.renewable && row.extime === -1)).toBe(true);
      expect((await list(aliceApi, "status=2")).total).toBe(5);
      expect((await list(aliceApi, "status=5")).total).toBe(0);
      const quote = await aliceApi.post("/api/order/prepare_renew", {
        type: 2,
        renew_ip_ids: expired.list.map((row) => row.id),
        date_unit: "weekly",
      });
      expect(quote.statusCode).toBe(200);

      // Twelve days on: past the grace, no longer renewable, and the renewal endpoint agrees.
      clock = new Date(start + 12 * DAY);
      const lapsed = await list(aliceApi, "status=3&limit=100");
      expect(lapsed.list.every((row) => !row.renewable && row.renew_block === "past_grace")).toBe(true);
      const refused = await aliceApi.post("/api/order/prepare_renew", {
        type: 2,
        renew_ip_ids: [lapsed.list[0]?.id],
        date_unit: "weekly",
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().msg).toBe("expired or release renewal cannot be selected");
    } finally {
      clock = new Date(start + 3 * HOUR);
    }
  });

  it("sorts by purchase time, expiry and numeric address, both ways, with the id as the tie-break", async () => {
    const rows = (await list(aliceApi, "limit=100")).list;
    const ipNumber = (ip: string) => ip.split(".").reduce((sum, octet) => sum * 256 + Number(octet), 0);
    const keys: Record<string, (row: StaticIpRow) => number> = {
      create_time: (row) => row.create_time,
      expire_time: (row) => row.expire_time,
      ip: (row) => ipNumber(row.ip),
    };
    for (const [field, key] of Object.entries(keys)) {
      for (const order of ["asc", "desc"] as const) {
        const sign = order === "asc" ? 1 : -1;
        const expected = [...rows].sort((a, b) => sign * (key(a) - key(b) || a.id - b.id)).map((row) => row.id);
        const answer = await list(aliceApi, `limit=100&sortField=${field}&sortOrder=${order}`);
        expect(
          answer.list.map((row) => row.id),
          `${field} ${order}`,
        ).toEqual(expected);
      }
    }
  });

  it("pages forward and back by cursor, the same pages either way, and by page number near the start", async () => {
    for (const sort of [
      "sortField=create_time&sortOrder=desc",
      "sortField=ip&sortOrder=asc",
      "sortField=expire_time",
    ]) {
      const all = (await list(aliceApi, `limit=100&${sort}`)).list.map((row) => row.id);
      const pages: number[][] = [];
      let answer = await list(aliceApi, `limit=5&${sort}`);
      pages.push(answer.list.map((row) => row.id));
      expect(answer.prev_cursor).toBeNull();
      while (answer.next_cursor) {
        answer = await list(aliceApi, `limit=5&page=${answer.page + 1}&${sort}&cursor=${answer.next_cursor}`);
        pages.push(answer.list.map((row) => row.id));
      }
      expect(pages.flat()).toEqual(all);
      // Only a page asked for by number is counted; the pager keeps that count.
      expect([answer.total, answer.total_capped]).toEqual([null, null]);
      expect(pages.map((page) => page.length)).toEqual([5, 5, 2]);
      expect(answer.page).toBe(3);
      // By page number: the same page the cursor reached.
      expect((await list(aliceApi, `limit=5&page=2&${sort}`)).list.map((row) => row.id)).toEqual(pages[1]);

      const back: number[][] = [answer.list.map((row) => row.id)];
      while (answer.prev_cursor) {
        answer = await list(aliceApi, `limit=5&page=${answer.page - 1}&${sort}&cursor=${answer.prev_cursor}`);
        back.unshift(answer.list.map((row) => row.id));
      }
      expect(back).toEqual(pages);
      expect(answer.page).toBe(1);
    }
  });

  it("refuses a cursor of another sort or a forged one, as a validation answer", async () => {
    const first = await list(aliceApi, "limit=5");
    const otherSort = await aliceApi.get(`/api/staticip/list?limit=5&page=2&sortField=ip&cursor=${first.next_cursor}`);
    expect(otherSort.statusCode).toBe(400);
    expect(otherSort.json()).toMatchObject({ error: "list_cursor_invalid" });
    const forge = (body: object) => Buffer.from(JSON.stringify(body)).toString("base64url");
    for (const [sort, forged] of [
      ["sortField=ip", "garbage"],
      ["sortField=ip&sortOrder=desc", forge({ f: "ip", o: "desc", d: "after", v: "999.1.1.1", i: 1 })],
      ["sortField=create_time", forge({ f: "create_time", o: "desc", d: "after", v: "yesterday", i: 1 })],
      [
        "sortField=create_time",
        forge({ f: "create_time", o: "desc", d: "sideways", v: new Date().toISOString(), i: 1 }),
      ],
    ]) {
      const response = await aliceApi.get(`/api/staticip/list?limit=5&page=2&${sort}&cursor=${forged}`);
      expect(response.statusCode, forged).toBe(400);
      expect(response.json().error, forged).toBe("list_cursor_invalid");
    }
    // A well-formed cursor of the sort is a position: it reads on from there.
    const positioned = forge({
      f: "create_time",
      o: "desc",
      d: "after",
      v: new Date(start + 30 * DAY).toISOString(),
      i: 1,
    });
    expect((await list(aliceApi, `limit=100&page=2&cursor=${positioned}`)).list).toHaveLength(12);
    const chinese = await apiFor(t.app, alice, "zh-CN").get("/api/staticip/list?page=2&cursor=garbage");
    expect(chinese.json().msg).toBe("该分页位置与列表当前的排序不符，请从第一页重新开始。");
  });
});

describe("a customer with more IPs than the count reads", () => {
  it("gets a capped count, page numbers only within it, and cursors beyond it", async () => {
    const heavy = await createCustomer(t);
    const heavyApi = apiFor(t.app, heavy);
    const region = await createRegion(t, "SIH", 0);
    const extra = 60;
    // Held IPs written straight to the inventory: buying ten thousand through orders would only slow the test.
    await t.database.db.execute(sql`
      insert into static_ips (region_id, address, port, status, owner_id, assigned_at, expire_at, proxy_username, proxy_password)
      select ${region}, '100.64.' || (g / 256) || '.' || (g % 256), 9000, 'assigned', ${heavy.userId},
             ${new Date(start).toISOString()}::timestamptz - g * interval '1 minute',
             ${new Date(start + 30 * DAY).toISOString()}::timestamptz, 'h' || g, md5(g::text)
      from generate_series(1, ${STATIC_IP_COUNT_CAP + extra}) g`);
    const first = await list(heavyApi, "limit=100");
    expect(first).toMatchObject({ total: STATIC_IP_COUNT_CAP, total_capped: true });
    expect(first.list[0]?.ip).toBe("100.64.0.1");
    // The last page inside the counted window is read by number…
    const lastCounted = await list(heavyApi, `limit=100&page=${STATIC_IP_COUNT_CAP / 100}`);
    expect(lastCounted.list).toHaveLength(100);
    // …one past it only from the page before, by cursor.
    const past = await heavyApi.get(`/api/staticip/list?limit=100&page=${STATIC_IP_COUNT_CAP / 100 + 1}`);
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ error: "list_page_needs_cursor" });
    const beyond = await list(
      heavyApi,
      `limit=100&page=${STATIC_IP_COUNT_CAP / 100 + 1}&cursor=${lastCounted.next_cursor}`,
    );
    expect(beyond.list).toHaveLength(extra);
    expect(beyond.total).toBeNull();
    expect(beyond.next_cursor).toBeNull();
    expect(beyond.list.at(-1)?.ip).toBe(
      `100.64.${Math.floor((STATIC_IP_COUNT_CAP + extra) / 256)}.${(STATIC_IP_COUNT_CAP + extra) % 256}`,
    );
    // A filter small enough is counted exactly.
    expect((await list(heavyApi, "ip=100.64.1")).total).toBe(256);
  });
});

describe("credentials, tags and export", () => {
  it("copies IP:PORT:USER:PASS lines that are the stored credentials, by ids or by order", async () => {
    const stored = await ownedRows(alice);
    const ids = stored.map((ip) => ip.id);
    const copied = await aliceApi.post("/api/staticip/accounts", { ip_ids: ids });
    expect(copied.statusCode, copied.body).toBe(200);
    const expected = stored.map((ip) => `${ip.address}:${ip.port}:${ip.proxyUsername}:${ip.proxyPassword}`);
    expect([...copied.json().data.accounts].sort()).toEqual([...expected].sort());
    for (const line of copied.json().data.accounts)
      expect(line).toMatch(/^\d+\.\d+\.\d+\.\d+:\d+:s\d+\w{6}:[0-9a-f]{32}$/);

    const ofOrder = await aliceApi.post("/api/staticip/orderAccounts", { orderNo: weeklyNo });
    expect(ofOrder.json().data.accounts).toHaveLength(7);
    const region = await aliceApi.post("/api/staticip/orderAccounts", { orderNo: weeklyNo, region: "SIB" });
    expect(region.statusCode).toBe(404);
    expect(
      (await aliceApi.post("/api/staticip/accounts", { ip_ids: ids, region: "sib" })).json().data.accounts,
    ).toHaveLength(5);
    const none = await aliceApi.post("/api/staticip/accounts", {});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      error: "no_ips_selected",
      msg: "Select the IPs first, or give an order number.",
    });
  });

  it("treats another customer's ids exactly as ids that do not exist", async () => {
    const unknown = await bobApi.post("/api/staticip/accounts", { ip_ids: [2_000_000_000] });
    const foreign = await bobApi.post("/api/staticip/accounts", {
      ip_ids: (await ownedRows(alice)).map((ip) => ip.id),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);
    expect(foreign.json()).toMatchObject({ error: "no_matching_ips", msg: "No matching IP information found" });
    const foreignExport = await bobApi.post("/api/staticip/export", { ip_ids: [(await ownedRows(alice))[0]?.id] });
    const unknownExport = await bobApi.post("/api/staticip/export", { ip_ids: [2_000_000_000] });
    expect([foreignExport.statusCode, foreignExport.body]).toEqual([unknownExport.statusCode, unknownExport.body]);
    const aliceIds = (await ownedRows(alice)).map((ip) => ip.id);
    const foreignTag = await bobApi.post("/api/staticip/tag", { ip_ids: aliceIds, tag: "mine" });
    const unknownTag = await bobApi.post("/api/staticip/tag", { ip_ids: [2_000_000_000], tag: "mine" });
    expect([foreignTag.statusCode, foreignTag.body]).toEqual([404, unknownTag.body]);
    expect((await ownedRows(alice)).every((ip) => ip.tag === null)).toBe(true);
    // Mixed: only Bob's own IPs answer.
    const mixed = await bobApi.post("/api/staticip/accounts", { ip_ids: [...aliceIds, ...bobIpIds] });
    expect(mixed.json().data.accounts).toHaveLength(bobIpIds.length);
  });

  it("sets trimmed tags on the chosen IPs, clears them with an empty tag, and lists the distinct tags", async () => {
    const ids = (await list(aliceApi, "limit=100&sortField=ip&sortOrder=asc")).list.map((row) => row.id);
    const tagged = await aliceApi.post("/api/staticip/tag", { ip_ids: ids.slice(0, 3), tag: "  team b  " });
    expect(tagged.json().data).toEqual({ updated: 3, tag: "team b" });
    await aliceApi.post("/api/staticip/tag", { ip_ids: [...ids.slice(3, 5), ...bobIpIds], tag: "Alpha" });
    await aliceApi.post("/api/staticip/tag", { ip_ids: ids.slice(5, 6), tag: "zeta" });
    expect((await aliceApi.get("/api/member/tags")).json().data).toEqual({ list: ["Alpha", "team b", "zeta"] });
    expect((await bobApi.get("/api/member/tags")).json().data).toEqual({ list: [] });
    const filtered = await list(aliceApi, "tag=team%20b&sortField=ip&sortOrder=asc");
    expect(filtered.list.map((row) => [row.id, row.tag])).toEqual(ids.slice(0, 3).map((id) => [id, "team b"]));
    expect((await aliceApi.post("/api/staticip/tag", { ip_ids: ids, tag: "x".repeat(33) })).statusCode).toBe(400);
    expect((await aliceApi.post("/api/staticip/tag", { ip_ids: [], tag: "x" })).statusCode).toBe(400);

    expect((await aliceApi.post("/api/staticip/tag", { ip_ids: ids.slice(5, 6), tag: "   " })).json().data).toEqual({
      updated: 1,
      tag: "",
    });
    expect((await aliceApi.get("/api/member/tags")).json().data.list).toEqual(["Alpha", "team b"]);
    expect((await list(aliceApi, "tag=zeta")).total).toBe(0);
  });

  it("sorts by order (orders as placed) and by tag (untagged first, then A to Z), both ways, by cursor too", async () => {
    // After the tags above: three "team b", two "Alpha", the rest untagged.
    const rows = (await list(aliceApi, "limit=100")).list;
    const placed = await t.database.db.execute<{ order_no: string; id: number }>(
      sql`select order_no, id from orders where order_no in (${weeklyNo}, ${monthlyNo})`,
    );
    const orderIds = new Map(
      (placed as unknown as { rows: { order_no: string; id: number }[] }).rows.map((row) => [row.order_no, row.id]),
    );
    const byKey = (key: (row: StaticIpRow) => string | number, order: "asc" | "desc") =>
      [...rows]
        .sort((a, b) => {
          const [x, y] = [key(a), key(b)];
          const sign = order === "asc" ? 1 : -1;
          return sign * (x < y ? -1 : x > y ? 1 : a.id - b.id);
        })
        .map((row) => row.id);
    const keys = {
      order_no: (row: StaticIpRow) => orderIds.get(row.order_no) ?? 0,
      tag: (row: StaticIpRow) => row.tag,
    };
    expect(new Set(rows.map((row) => row.tag))).toEqual(new Set(["", "Alpha", "team b"]));
    for (const [field, key] of Object.entries(keys)) {
      for (const order of ["asc", "desc"] as const) {
        const expected = byKey(key, order);
        const whole = await list(aliceApi, `limit=100&sortField=${field}&sortOrder=${order}`);
        expect(
          whole.list.map((row) => row.id),
          `${field} ${order}`,
        ).toEqual(expected);
        // The same rows page by page along the cursor, across each group's edge.
        const paged: number[] = [];
        let answer = await list(aliceApi, `limit=2&sortField=${field}&sortOrder=${order}`);
        paged.push(...answer.list.map((row) => row.id));
        while (answer.next_cursor) {
          answer = await list(
            aliceApi,
            `limit=2&page=${answer.page + 1}&sortField=${field}&sortOrder=${order}&cursor=${answer.next_cursor}`,
          );
          paged.push(...answer.list.map((row) => row.id));
        }
        expect(paged, `${field} ${order} by cursor`).toEqual(expected);
      }
    }
    const forge = (body: object) => Buffer.from(JSON.stringify(body)).toString("base64url");
    for (const [field, value] of [
      ["order_no", "-1"],
      ["order_no", "99999999999"],
      ["tag", "x".repeat(33)],
    ]) {
      const cursor = forge({ f: field, o: "desc", d: "after", v: value, i: 1 });
      const response = await aliceApi.get(`/api/staticip/list?limit=5&page=2&sortField=${field}&cursor=${cursor}`);
      expect([response.statusCode, response.json().error], `${field} ${value}`).toEqual([400, "list_cursor_invalid"]);
    }
  });

  it("exports the chosen IPs as IP_List.xlsx: a real workbook with the header row and one row per IP", async () => {
    const stored = await ownedRows(alice);
    const response = await apiFor(t.app, alice, "zh-CN").post("/api/staticip/export", {
      orderNo: monthlyNo,
      sortField: "ip",
      sortOrder: "asc",
    });
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json().data;
    expect(file).toMatchObject({
      filename: "IP_List.xlsx",
      content_type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      rows: 5,
    });
    const entries = unzipSync(Buffer.from(file.content_base64, "base64"));
    expect(Object.keys(entries)).toEqual(expect.arrayContaining(["[Content_Types].xml", "xl/workbook.xml"]));
    const sheetPath = Object.keys(entries).find((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name)) ?? "";
    const sheet = strFromU8(entries[sheetPath] as Uint8Array);
    const shared = entries["xl/sharedStrings.xml"] ? strFromU8(entries["xl/sharedStrings.xml"]) : "";
    const cellTexts = (xml: string) => [...xml.matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((match) => match[1]);
    const texts = [...cellTexts(shared), ...cellTexts(sheet)];
    expect(sheet.match(/<row\b/g)).toHaveLength(1 + 5);
    for (const header of ["IP", "端口", "用户名", "密码", "订单号", "地区", "到期时间 (UTC)", "状态", "标签"]) {
      expect(texts).toContain(header);
    }
    const bought = (await list(aliceApi, `orderNo=${monthlyNo}&limit=100`)).list.map((row) => row.id);
    for (const ip of stored.filter((row) => bought.includes(row.id))) {
      expect(texts).toContain(ip.address);
      expect(texts).toContain(ip.proxyPassword);
      expect(texts).toContain(`${ip.address}:${ip.port}:${ip.proxyUsername}:${ip.proxyPassword}`);
    }
    expect(texts).toContain("正常");
  });

  it("answers a read-only API key's list and copy, and refuses it the tag", async () => {
    const made = await t.app.inject({
      method: "POST",
      url: "/api/member/api_keys/create",
      headers: { token: alice.token },
      payload: { name: "ip reader", access: "read" },
    });
    const key = made.json().data.key as string;
    const headers = { authorization: `Bearer ${key}` };
    const listed = await t.app.inject({ url: "/api/staticip/list", headers });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.total).toBe(12);
    expect((await t.app.inject({ url: "/api/member/tags", headers })).statusCode).toBe(200);
    const ids = listed.json().data.list.map((row: StaticIpRow) => row.id);
    const copied = await t.app.inject({
      method: "POST",
      url: "/api/staticip/accounts",
      headers,
      payload: { ip_ids: ids },
    });
    expect(copied.statusCode).toBe(200);
    const tag = await t.app.inject({
      method: "POST",
      url: "/api/staticip/tag",
      headers,
      payload: { ip_ids: ids, tag: "from key" },
    });
    expect(tag.statusCode).toBe(403);
    expect(tag.json().msg).toContain("proxies:write");
    expect((await ownedRows(alice)).some((ip) => ip.tag === "from key")).toBe(false);
  });
});

describe("tags beside the expiry sweep", () => {
  it("never leave a tag on an IP the sweep returned to stock, whichever statement runs first", async () => {
    const carol = await createCustomer(t);
    const carolApi = apiFor(t.app, carol);
    await topUp(t.app, carol, 50);
    const region = await createRegion(t, "SIT", 6);
    await buy(carolApi, region, 6, "weekly");
    const ids = (await ownedRows(carol)).map((ip) => ip.id);
    try {
      clock = new Date(start + 20 * DAY);
      // Each tag races the sweep: it lands before the release (which clears it) or finds no IP of Carol's.
      const [released, ...tagged] = await Promise.all([
        releaseExpiredIps(t.database.db, clock),
        ...ids.map((id) => carolApi.post("/api/staticip/tag", { ip_ids: [id], tag: "racing" })),
      ]);
      for (const answer of tagged) expect([200, 404]).toContain(answer.statusCode);
      // The sweep skips a row a tag holds locked (two instances' sweeps must not wait on each other);
      // its next run, as the job's next tick, releases it.
      const releasedLater = await releaseExpiredIps(t.database.db, clock);
      // Carol's six, and the other customers' weekly IPs, long past their grace too.
      expect(released + releasedLater).toBeGreaterThanOrEqual(6);
      const rows = await t.database.db.select().from(staticIps).where(eq(staticIps.regionId, region));
      expect(rows.every((ip) => ip.status === "available" && ip.tag === null && ip.ownerId === null)).toBe(true);
      expect((await carolApi.get("/api/member/tags")).json().data.list).toEqual([]);
      expect((await list(carolApi, "")).total).toBe(0);
    } finally {
      clock = new Date(start + 3 * HOUR);
    }
  });
});
