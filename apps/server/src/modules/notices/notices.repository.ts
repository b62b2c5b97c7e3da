import { and, desc, eq, gt, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type NewSiteNoticeRow, type SiteNoticeRow, siteNotices } from "./notices.tables.ts";

/** Every notice, published or not, newest first: the console's list. */
export async function listAllNotices(db: Db): Promise<SiteNoticeRow[]> {
  return db.select().from(siteNotices).orderBy(desc(siteNotices.id));
}

/** The published notices whose window holds `now` (either end open), newest first. */
export async function listActiveNotices(db: Db, now: Date): Promise<SiteNoticeRow[]> {
  return db
    .select()
    .from(siteNotices)
    .where(
      and(
        eq(siteNotices.published, true),
        or(isNull(siteNotices.startsAt), lte(siteNotices.startsAt, now)),
        or(isNull(siteNotices.endsAt), gt(siteNotices.endsAt, now)),
      ),
    )
    .orderBy(desc(siteNotices.id));
}

export async function lockNotice(db: Db, id: number): Promise<SiteNoticeRow | undefined> {
  const [row] = await db.select().from(siteNotices).where(eq(siteNotices.id, id)).for("update");
  return row;
}

export async function insertNotice(db: Db, values: NewSiteNoticeRow): Promise<SiteNoticeRow> {
  const [row] = await db.insert(siteNotices).values(values).returning();
  if (!row) throw new Error("site notice insert answered no row");
  return row;
}

export async function updateNotice(db: Db, id: number, set: Partial<NewSiteNoticeRow>): Promise<SiteNoticeRow> {
  const [row] = await db.update(siteNotices).set(set).where(eq(siteNotices.id, id)).returning();
  if (!row) throw new Error(`site notice ${id} vanished under its lock`);
  return row;
}

export async function deleteNotice(db: Db, id: number): Promise<void> {
  await db.delete(siteNotices).where(eq(siteNotices.id, id));
}
