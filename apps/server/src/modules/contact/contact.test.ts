import { sendContactMessage } from "@portico/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, mailOutbox } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CONTACT_RATE_LIMIT_PER_HOUR: "3", SUPPORT_EMAIL: "desk@portico.test" } });
});
afterAll(() => t.close());

const send = (payload: object, ip: string, language = "en") =>
  t.app.inject({
    method: "POST",
    url: sendContactMessage.path,
    payload,
    remoteAddress: ip,
    headers: { "accept-language": language },
  });

const valid = {
  name: "Mei Lin",
  email: "mei@shop.example",
  message: "We need 200 static IPs in Japan monthly.",
  page: "/cases/seo",
};

describe("POST /api/index/contact", () => {
  it("stores a valid message with its language and the sender's IP", async () => {
    const response = await send(valid, "203.0.113.10", "zh-CN");
    expect(response.statusCode).toBe(200);
    const id = response.json<{ data: { id: number } }>().data.id;
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows.find((row) => row.id === id)).toMatchObject({
      name: "Mei Lin",
      email: "mei@shop.example",
      message: valid.message,
      page: "/cases/seo",
      language: "zh-CN",
      ip: "203.0.113.10",
    });
  });

  it("notifies support by mail, with the customer's text escaped", async () => {
    const message = "Do you sell <b>IPv6</b> ranges & sticky sessions?";
    const response = await send({ ...valid, message }, "203.0.113.11");
    expect(response.statusCode).toBe(200);
    const id = response.json<{ data: { id: number } }>().data.id;
    const mails = await t.database.db.select().from(mailOutbox);
    const notification = mails.find((mail) => mail.subject.includes(`#${id}`));
    expect(notification).toMatchObject({ recipient: "desk@portico.test" });
    expect(notification?.textBody).toContain(message);
    expect(notification?.textBody).toContain("Mei Lin <mei@shop.example>");
    expect(notification?.htmlBody).toContain("&lt;b&gt;IPv6&lt;/b&gt; ranges &amp; sticky");
    expect(notification?.htmlBody).not.toContain("<b>");
  });

  it.each([
    ["an empty name", { name: "  " }, "name"],
    ["a bad email", { email: "mei@" }, "email"],
    ["a message under 10 characters", { message: "hi" }, "message"],
    ["a message over 2000 characters", { message: "x".repeat(2001) }, "message"],
  ])("rejects %s with a localised 400 and stores nothing", async (label, patch, field) => {
    const before = (await t.database.db.select().from(contactMessages)).length;
    // One address per case: rejected attempts count against the hourly limit too.
    const response = await send({ ...valid, ...patch }, `203.0.113.${20 + label.length}`, "zh-CN");
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 0, error: "validation_failed" });
    expect(body.issues.map((issue: { path: string }) => issue.path)).toContain(field);
    expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
    expect((await t.database.db.select().from(contactMessages)).length).toBe(before);
  });

  it("limits each IP to the configured number of messages per hour", async () => {
    const ip = "198.51.100.7";
    for (let i = 0; i < 3; i++) expect((await send(valid, ip)).statusCode).toBe(200);
    const limited = await send(valid, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 0, error: "rate_limited" });
    expect(limited.json().msg).toMatch(/wait an hour/);
    expect((await send(valid, "198.51.100.8")).statusCode).toBe(200);
  });
});

describe("GET /support-qr.svg", () => {
  it("renders the support contact as an SVG QR code", async () => {
    const response = await t.app.inject({ url: "/support-qr.svg" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(response.body).toMatch(/^<svg[^>]*viewBox/);
  });
});
