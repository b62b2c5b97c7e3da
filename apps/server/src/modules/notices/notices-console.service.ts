import { type ConsoleNotice, NOTICE_LINK_PATTERN, type NoticeInput } from "@portico/contracts";
import type { Db } from "../../db/client.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { type ContentActing, contentRefusalsAudited } from "../content-html/content-html.service.ts";
import { noticeErrors } from "./notices.errors.ts";
import { presentConsoleNotice } from "./notices.presenter.ts";
import * as repo from "./notices.repository.ts";
import type { NewSiteNoticeRow, SiteNoticeRow } from "./notices.tables.ts";

const RESOURCE = "site_notice";

/** The console's input -> columns: an empty link is none; a bad link or window is refused. */
function noticeColumns(input: NoticeInput, now: Date) {
  const link = input.link?.trim() ? input.link.trim() : null;
  if (link !== null && !NOTICE_LINK_PATTERN.test(link)) throw noticeErrors.linkInvalid();
  const startsAt = input.starts_at ? new Date(input.starts_at) : null;
  const endsAt = input.ends_at ? new Date(input.ends_at) : null;
  if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime()) throw noticeErrors.windowInvalid();
  return {
    level: input.level,
    messageEn: input.message_en,
    messageZh: input.message_zh,
    link,
    startsAt,
    endsAt,
    published: input.published,
    updatedAt: now,
  } satisfies Partial<NewSiteNoticeRow>;
}

/** Whether what a visitor reads changed: then the version moves and a dismissed notice shows again. */
const saysSomethingNew = (row: SiteNoticeRow, next: ReturnType<typeof noticeColumns>) =>
  row.level !== next.level ||
  row.messageEn !== next.messageEn ||
  row.messageZh !== next.messageZh ||
  row.link !== next.link;

/**
 * The console's site notices (issue #25, item 5). Each change and its audit row commit in one
 * transaction; the table's trigger then tells every instance's public caches (ADR 011), so the
 * public pages show the change on their next request.
 */
export function createNoticesConsole(db: Db, now: () => Date) {
  return {
    async list(): Promise<ConsoleNotice[]> {
      return (await repo.listAllNotices(db)).map(presentConsoleNotice);
    },

    async create(acting: ContentActing, input: NoticeInput): Promise<ConsoleNotice> {
      const action = "site_notice.create";
      return contentRefusalsAudited(db, acting, { action, resource: RESOURCE, resourceId: null }, async () => {
        const columns = noticeColumns(input, now());
        return db.transaction(async (tx) => {
          const after = presentConsoleNotice(await repo.insertNotice(tx, { ...columns, createdAt: columns.updatedAt }));
          await recordAudit(tx, { ...acting, action, resource: RESOURCE, resourceId: after.id, after });
          return after;
        });
      });
    },

    async update(acting: ContentActing, id: number, input: NoticeInput): Promise<ConsoleNotice> {
      const action = "site_notice.update";
      return contentRefusalsAudited(db, acting, { action, resource: RESOURCE, resourceId: id }, async () => {
        const columns = noticeColumns(input, now());
        return db.transaction(async (tx) => {
          const current = await repo.lockNotice(tx, id);
          if (!current) throw noticeErrors.notFound();
          const version = saysSomethingNew(current, columns) ? current.version + 1 : current.version;
          const after = presentConsoleNotice(await repo.updateNotice(tx, id, { ...columns, version }));
          const before = presentConsoleNotice(current);
          await recordAudit(tx, { ...acting, action, resource: RESOURCE, resourceId: id, before, after });
          return after;
        });
      });
    },

    /** Publishes a notice (it shows inside its window) or takes it back to draft. */
    async publish(acting: ContentActing, id: number, published: boolean): Promise<ConsoleNotice> {
      const action = published ? "site_notice.publish" : "site_notice.unpublish";
      return contentRefusalsAudited(db, acting, { action, resource: RESOURCE, resourceId: id }, async () =>
        db.transaction(async (tx) => {
          const current = await repo.lockNotice(tx, id);
          if (!current) throw noticeErrors.notFound();
          const after = presentConsoleNotice(await repo.updateNotice(tx, id, { published, updatedAt: now() }));
          await recordAudit(tx, {
            ...acting,
            action,
            resource: RESOURCE,
            resourceId: id,
            before: { published: current.published },
            after: { published: after.published },
          });
          return after;
        }),
      );
    },

    async remove(acting: ContentActing, id: number): Promise<{ id: number }> {
      const action = "site_notice.delete";
      return contentRefusalsAudited(db, acting, { action, resource: RESOURCE, resourceId: id }, async () =>
        db.transaction(async (tx) => {
          const current = await repo.lockNotice(tx, id);
          if (!current) throw noticeErrors.notFound();
          await repo.deleteNotice(tx, id);
          const before = presentConsoleNotice(current);
          await recordAudit(tx, { ...acting, action, resource: RESOURCE, resourceId: id, before });
          return { id };
        }),
      );
    },
  };
}
