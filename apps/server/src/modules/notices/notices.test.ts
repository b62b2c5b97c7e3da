import {
  type ConsoleNotice,
  consoleNotices,
  createConsoleNotice,
  deleteConsoleNotice,
  type PublicNotice,
  publicNotices,
  publishConsoleNotice,
  updateConsoleNotice,
} from "@portico/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, siteNotices } from "../../db/schema/index.ts";
import { consoleMember, expectConsoleRefusals } from "../../test/console-members.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import type { ConsoleClient } from "../../test/staff-fixtures.ts";
import { presentPublicNotices } from "./notices.presenter.ts";
import { listActiveNotices } from "./notices.repository.ts";

/**
 * Site notices (issue #25, item 5) through the whole app: who may call, each change with its audit
 * row, bad input writing nothing with a localised refusal, and the public read — only published
 * notices inside their window, in the caller's language — following every change at once (its
 * memory cache drops on the table's change notification, ADR 011).
 */
let t: TestApp;
let owner: ConsoleClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await consoleMember(t, "owner")).client;
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const notice = (overrides: Record<string, unknown> = {}) => ({
  level: "warning",
  message_en: "Maintenance on the US gateway 2 Dec 02:00–03:00 UTC",
  message_zh: "美国网关将于 12 月 2 日 02:00–03:00 (UTC) 维护",
  link: "/faq/",
  starts_at: null,
  ends_at: null,
  published: true,
  ...overrides,
});

const publicList = async (language = "en"): Promise<PublicNotice[]> => {
  const response = await t.app.inject({
    method: "GET",
    url: publicNotices.path,
    headers: { "accept-language": language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.list;
};
const shownIds = async (language = "en") => (await publicList(language)).map((row) => row.id);
const auditRows = (action: string, resourceId: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.resourceId, resourceId)));
const noticeCount = async () => (await t.database.db.select({ id: siteNotices.id }).from(siteNotices)).length;
// Under the caches' bound (PUBLIC_CACHE_SECONDS, 5 s; a page is fresh for 3): only the change notification gets there in time.
const poll = { timeout: 2_000, interval: 20 };

describe("who may call the console's notices", () => {
  it("answers customers, API keys and anonymous callers 404, and a member without content:read 403", async () => {
    const finance = (await consoleMember(t, "finance")).client;
    await expectConsoleRefusals(
      t,
      [consoleNotices, createConsoleNotice, updateConsoleNotice, publishConsoleNotice, deleteConsoleNotice],
      finance,
    );
  });

  it("lets an auditor (content:read only) read but change nothing", async () => {
    const auditor = (await consoleMember(t, "auditor")).client;
    expect((await auditor.get(consoleNotices.path)).statusCode).toBe(200);
    const before = await noticeCount();
    for (const endpoint of [createConsoleNotice, updateConsoleNotice, publishConsoleNotice, deleteConsoleNotice]) {
      const refused = await auditor.post(endpoint.path, { ...notice(), id: 1 });
      expect(refused.statusCode, endpoint.operationId).toBe(403);
    }
    expect(await noticeCount()).toBe(before);
  });
});

describe("bad input", () => {
  it("refuses a message missing in either language, writing nothing", async () => {
    const before = await noticeCount();
    for (const payload of [notice({ message_zh: "  " }), notice({ message_en: "" }), notice({ level: "danger" })]) {
      const refused = await owner.post(createConsoleNotice.path, payload);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error).toBe("validation_failed");
      expect(refused.json().msg).toMatch(/message_|level/);
    }
    expect(await noticeCount()).toBe(before);
  });

  it("refuses a bad link and a window that ends before it starts, in the member's language, audited", async () => {
    const before = await noticeCount();
    for (const link of ["javascript:alert(1)", "//evil.example/x", "ftp://host/file", "faq/"]) {
      const refused = await owner.post(createConsoleNotice.path, notice({ link }), { language: "zh-CN" });
      expect(refused.statusCode, link).toBe(422);
      expect(refused.json()).toMatchObject({
        error: "notice_link_invalid",
        msg: "链接必须是本站路径（以 / 开头）或 http(s) 地址。",
      });
    }
    const window = await owner.post(createConsoleNotice.path, notice({ starts_at: at(2 * HOUR), ends_at: at(HOUR) }));
    expect(window.statusCode).toBe(422);
    expect(window.json()).toMatchObject({
      error: "notice_window_invalid",
      msg: "The notice must end after it starts.",
    });
    expect(await noticeCount()).toBe(before);
    const refusals = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "site_notice.create"), eq(auditEvents.outcome, "refused")));
    expect(refusals.map((row) => row.errorCode)).toEqual(
      expect.arrayContaining(["notice_link_invalid", "notice_window_invalid"]),
    );
  });

  it("answers 404 for a notice that does not exist", async () => {
    for (const endpoint of [updateConsoleNotice, publishConsoleNotice, deleteConsoleNotice]) {
      const refused = await owner.post(endpoint.path, { ...notice(), id: 999_999 });
      expect(refused.statusCode, endpoint.operationId).toBe(404);
      expect(refused.json().error).toBe("notice_not_found");
    }
  });
});

describe("a notice from the console to the public pages", () => {
  let written: ConsoleNotice;

  it("creates a published notice, audited, and the cached public read shows it at once in both languages", async () => {
    // The public answer is in the memory cache now; the create must drop it.
    const shownBefore = await shownIds();
    const created = await owner.post(createConsoleNotice.path, notice({ link: "  " }));
    expect(created.statusCode, created.body).toBe(200);
    written = created.json().data;
    expect(written).toMatchObject({ level: "warning", link: null, published: true, version: 1 });
    expect(shownBefore).not.toContain(written.id);
    const listed: ConsoleNotice[] = (await owner.get(consoleNotices.path)).json().data.list;
    expect(listed[0]).toEqual(written);
    const [audit] = await auditRows("site_notice.create", String(written.id));
    expect(audit).toMatchObject({ resource: "site_notice", outcome: "succeeded", before: null, after: written });
    await expect.poll(async () => shownIds(), poll).toContain(written.id);
    expect((await publicList("en")).find((row) => row.id === written.id)).toEqual({
      id: written.id,
      version: 1,
      level: "warning",
      message: "Maintenance on the US gateway 2 Dec 02:00–03:00 UTC",
      link: null,
    });
    expect((await publicList("zh-CN")).find((row) => row.id === written.id)?.message).toBe(
      "美国网关将于 12 月 2 日 02:00–03:00 (UTC) 维护",
    );
  });

  it("edits it: a new text moves its version, a new window alone does not; before and after audited", async () => {
    const edited = await owner.post(updateConsoleNotice.path, {
      ...notice({ message_en: "Black Friday: 20% off residential", link: "https://example.com/sale" }),
      id: written.id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ version: 2, link: "https://example.com/sale" });
    await expect
      .poll(async () => (await publicList()).find((row) => row.id === written.id)?.message, poll)
      .toBe("Black Friday: 20% off residential");
    const [audit] = await auditRows("site_notice.update", String(written.id));
    expect(audit?.before).toMatchObject({
      version: 1,
      message_en: "Maintenance on the US gateway 2 Dec 02:00–03:00 UTC",
    });
    expect(audit?.after).toMatchObject({ version: 2, message_en: "Black Friday: 20% off residential" });

    const rewindowed = await owner.post(updateConsoleNotice.path, {
      ...notice({
        message_en: "Black Friday: 20% off residential",
        link: "https://example.com/sale",
        ends_at: at(24 * HOUR),
      }),
      id: written.id,
    });
    expect(rewindowed.json().data).toMatchObject({ version: 2 });
  });

  it("takes it back to draft and publishes it again, each audited, the public read following", async () => {
    const draft = await owner.post(publishConsoleNotice.path, { id: written.id, published: false });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().data.published).toBe(false);
    await expect.poll(async () => shownIds(), poll).not.toContain(written.id);
    const [unpublished] = await auditRows("site_notice.unpublish", String(written.id));
    expect(unpublished).toMatchObject({ before: { published: true }, after: { published: false } });

    const again = await owner.post(publishConsoleNotice.path, { id: written.id, published: true });
    expect(again.statusCode).toBe(200);
    await expect.poll(async () => shownIds(), poll).toContain(written.id);
    expect(await auditRows("site_notice.publish", String(written.id))).toHaveLength(1);
  });

  it("shows only published notices inside their window, warnings first, at most three", async () => {
    const make = async (overrides: Record<string, unknown>) => {
      const response = await owner.post(createConsoleNotice.path, notice(overrides));
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as ConsoleNotice).id;
    };
    const future = await make({ starts_at: at(HOUR), ends_at: at(2 * HOUR) });
    const past = await make({ starts_at: at(-2 * HOUR), ends_at: at(-HOUR) });
    const draft = await make({ published: false });
    const inWindow = await make({ level: "info", starts_at: at(-HOUR), ends_at: at(HOUR) });
    await expect.poll(async () => shownIds(), poll).toContain(inWindow);
    const shown = await shownIds();
    expect(shown).not.toContain(future);
    expect(shown).not.toContain(past);
    expect(shown).not.toContain(draft);
    expect(shown).toEqual([written.id, inWindow]);

    // The window is judged on the clock of the read: an hour on, the future one shows.
    const later = await listActiveNotices(t.database.db, new Date(Date.now() + 1.5 * HOUR));
    expect(later.map((row) => row.id)).toContain(future);
    expect(later.map((row) => row.id)).not.toContain(inWindow);

    const infos = [await make({ level: "info" }), await make({ level: "info" }), await make({ level: "info" })];
    await expect.poll(async () => shownIds(), poll).toContain(infos[2]);
    const rows = await listActiveNotices(t.database.db, new Date());
    expect(presentPublicNotices(rows, "en").map((row) => row.id)).toEqual([written.id, infos[2], infos[1]]);
    expect(await shownIds()).toEqual([written.id, infos[2], infos[1]]);
    for (const id of [future, past, draft, inWindow, ...infos])
      expect((await owner.post(deleteConsoleNotice.path, { id })).statusCode).toBe(200);
  });

  it("deletes it, audited with what it was, and the public read drops it", async () => {
    const deleted = await owner.post(deleteConsoleNotice.path, { id: written.id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toEqual({ id: written.id });
    await expect.poll(async () => shownIds(), poll).not.toContain(written.id);
    const [audit] = await auditRows("site_notice.delete", String(written.id));
    expect(audit).toMatchObject({ outcome: "succeeded", before: { id: written.id, version: 2 }, after: null });
    expect((await owner.post(deleteConsoleNotice.path, { id: written.id })).statusCode).toBe(404);
  });
});
