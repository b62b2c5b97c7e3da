import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { type SmtpCatcher, startSmtpCatcher } from "../../test/smtp-catcher.ts";

const letter = {
  to: "ops@example.com",
  subject: "Hello <world>",
  text: "Line one\n\nLine two",
  html: "<p>Line one</p>",
};

describe("sendMail without SMTP_URL (the embedded default)", () => {
  let t: TestApp;
  const printed: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ printMail: (text) => printed.push(text) });
  });
  afterAll(() => t.close());

  it("keeps the message in the outbox and shows it, escaped, at /dev/mailbox", async () => {
    await t.app.mail.sendMail(letter);
    const [row] = await t.database.db.select().from(mailOutbox);
    expect(row).toMatchObject({ recipient: "ops@example.com", status: "stored", textBody: letter.text });
    const page = await t.app.inject({ url: "/dev/mailbox" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Hello &#60;world&#62;");
    expect(page.body).toContain("ops@example.com");
  });

  it("prints the whole message on the console, framed, for the operator to read", async () => {
    printed.length = 0;
    await t.app.mail.sendMail({ ...letter, text: "Your code is 123456\nIt expires in 10 minutes." });
    expect(printed).toHaveLength(1);
    const lines = printed[0]?.split("\n") ?? [];
    expect(lines[0]).toMatch(/^┌── Mail not delivered \(no SMTP_URL\) · outbox #\d+ ─+$/);
    expect(lines.slice(1, 6)).toEqual([
      "│ To:      ops@example.com",
      "│ Subject: Hello <world>",
      "│ ",
      "│ Your code is 123456",
      "│ It expires in 10 minutes.",
    ]);
    expect(lines[6]).toMatch(/^└─+$/);
  });
});

describe("sendMail over SMTP", () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: "Portico <mail@portico.test>" } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("delivers through the SMTP server and marks the outbox row sent", async () => {
    await t.app.mail.sendMail(letter);
    const mail = await smtp.nextFor("ops@example.com");
    expect(mail.subject).toBe("Hello <world>");
    expect(mail.text.replace(/\r\n/g, "\n")).toBe("Line one\n\nLine two");
    expect(mail.raw).toMatch(/^From: Portico <mail@portico\.test>/m);
    const [row] = await t.database.db.select().from(mailOutbox);
    expect(row?.status).toBe("sent");
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it("records a failure and answers 503 when the SMTP server is gone", async () => {
    await smtp.close();
    await expect(t.app.mail.sendMail({ ...letter, to: "lost@example.com" })).rejects.toMatchObject({
      code: "service_unavailable",
    });
    const rows = await t.database.db.select().from(mailOutbox);
    expect(rows.find((r) => r.recipient === "lost@example.com")).toMatchObject({ status: "failed" });
  });
});

describe("/dev/mailbox in production", () => {
  it("is not mounted", async () => {
    const t = await createTestApp({ env: { NODE_ENV: "production", PAYMENT_SANDBOX: "allow" } });
    try {
      expect((await t.app.inject({ url: "/dev/mailbox" })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
