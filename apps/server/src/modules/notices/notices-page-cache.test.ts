import { createConsoleNotice, deleteConsoleNotice, publicNotices, updateConsoleNotice } from "@portico/contracts";
import { createRequestHandler } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleMember } from "../../test/console-members.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { fakeWebBuild } from "../../test/fake-web-build.ts";
import type { ConsoleClient } from "../../test/staff-fixtures.ts";

/**
 * The cached public pages follow a notice change at once (ADR 430): a page whose loader reads the
 * notices, as the public layout's does, is kept in the page cache; publishing, editing and deleting
 * a notice drop it through the table's change notification (ADR 011), in both languages.
 */
let t: TestApp;
let owner: ConsoleClient;
beforeAll(async () => {
  const build = fakeWebBuild({
    async loader(api) {
      const answer = await api({ method: "GET", path: publicNotices.path });
      const list = (answer.body as { data: { list: { id: number; version: number; message: string }[] } }).data.list;
      return list.map((notice) => `notice:${notice.id}:${notice.version}:${notice.message}`);
    },
  });
  t = await createTestApp({ web: { mode: "production", createRequestHandler, loadBuild: async () => build } });
  owner = (await consoleMember(t, "owner")).client;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
const fromCache = (response: { headers: Record<string, unknown> }) =>
  response.headers["server-timing"] === "page-cache;desc=hit";
// Under the caches' bound (PUBLIC_CACHE_SECONDS, 5 s; a page is fresh for 3): only the change notification gets there in time.
const poll = { timeout: 2_000, interval: 20 };
const notice = {
  level: "info",
  message_en: "Black Friday: 20% off residential",
  message_zh: "黑色星期五：住宅代理八折",
  link: "/residential/",
  starts_at: null,
  ends_at: null,
  published: true,
};

describe("the cached home page and the notices", () => {
  it("shows a published notice at once, its edit and its deletion too, in both languages", async () => {
    for (const url of ["/", "/?lang=zh-CN"]) {
      await get(url);
      const cached = await get(url);
      expect(fromCache(cached), url).toBe(true);
      expect(cached.body).not.toContain("notice:");
    }

    const created = await owner.post(createConsoleNotice.path, notice);
    expect(created.statusCode, created.body).toBe(200);
    const id: number = created.json().data.id;
    await expect.poll(async () => (await get("/")).body, poll).toContain(`notice:${id}:1:Black Friday`);
    await expect.poll(async () => (await get("/?lang=zh-CN")).body, poll).toContain(`notice:${id}:1:黑色星期五`);
    // Kept again once rendered with the notice.
    await get("/");
    expect(fromCache(await get("/"))).toBe(true);

    const edited = await owner.post(updateConsoleNotice.path, {
      ...notice,
      message_en: "Cyber Monday: 25% off residential",
      id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await expect.poll(async () => (await get("/")).body, poll).toContain(`notice:${id}:2:Cyber Monday`);

    expect((await owner.post(deleteConsoleNotice.path, { id })).statusCode).toBe(200);
    await expect.poll(async () => (await get("/")).body, poll).not.toContain(`notice:${id}:`);
    await expect.poll(async () => (await get("/?lang=zh-CN")).body, poll).not.toContain(`notice:${id}:`);
  });
});
