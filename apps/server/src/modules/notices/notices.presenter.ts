import {
  type ConsoleNotice,
  NOTICE_LEVELS,
  NOTICE_LIMITS,
  type NoticeLevel,
  type PublicNotice,
} from "@portico/contracts";
import type { UiLanguage } from "@portico/domain";
import type { SiteNoticeRow } from "./notices.tables.ts";

const levelOf = (value: string): NoticeLevel =>
  (NOTICE_LEVELS as readonly string[]).includes(value) ? (value as NoticeLevel) : "info";

export function presentConsoleNotice(row: SiteNoticeRow): ConsoleNotice {
  return {
    id: row.id,
    version: row.version,
    level: levelOf(row.level),
    message_en: row.messageEn,
    message_zh: row.messageZh,
    link: row.link,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    published: row.published,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The notices a visitor sees, from the active ones (newest first): warnings before announcements,
 * at most NOTICE_LIMITS.maxShown, each in the visitor's language.
 */
export function presentPublicNotices(rows: readonly SiteNoticeRow[], language: UiLanguage): PublicNotice[] {
  const zh = language === "zh-CN";
  return [...rows]
    .sort((a, b) => Number(b.level === "warning") - Number(a.level === "warning") || b.id - a.id)
    .slice(0, NOTICE_LIMITS.maxShown)
    .map((row) => ({
      id: row.id,
      version: row.version,
      level: levelOf(row.level),
      message: zh ? row.messageZh : row.messageEn,
      link: row.link,
    }));
}
