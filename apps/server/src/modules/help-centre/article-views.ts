import { FAQ_ARTICLE_PAGE_PATTERN } from "@portico/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/**
 * An article's views, counted in memory and written in one statement every `flushMs` (and at
 * close). An article is read far more often than "popular questions" needs to re-rank, and a
 * write per read would make the article page and its answer impossible to serve from a cache
 * (issue #14): a cached article still counts every view, here. A write that fails keeps its
 * counts for the next one. The counter column notifies no cache (migration 0009).
 */
export type ArticleViews = {
  /** One more view of the article with this subtitle (an article the caller found). */
  count(subtitle: string): void;
  /** Writes the views counted so far. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
};

export function createArticleViews(
  db: Db,
  options: { flushMs: number; onError?: (error: unknown) => void },
): ArticleViews {
  let pending = new Map<string, number>();
  let writing: Promise<void> = Promise.resolve();

  const write = async (counts: Map<string, number>) => {
    const rows = sql.join(
      [...counts].map(([subtitle, views]) => sql`(${subtitle}::text, ${views}::integer)`),
      sql`, `,
    );
    await db.execute(
      sql`update faq_articles as a set views = a.views + v.views from (values ${rows}) as v(subtitle, views) where a.subtitle = v.subtitle`,
    );
  };

  const flush = () => {
    // One write at a time, in order: the next waits for the one under way.
    writing = writing.then(async () => {
      if (pending.size === 0) return;
      const counts = pending;
      pending = new Map();
      try {
        await write(counts);
      } catch (error) {
        for (const [subtitle, views] of counts) pending.set(subtitle, (pending.get(subtitle) ?? 0) + views);
        options.onError?.(error);
      }
    });
    return writing;
  };

  const timer = setInterval(() => void flush(), options.flushMs);
  timer.unref();

  return {
    count(subtitle) {
      pending.set(subtitle, (pending.get(subtitle) ?? 0) + 1);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

/** The article a help-centre page address shows (`/faq/{subtitle}.html`, any query), or null. */
export function articleSubtitleOf(url: string): string | null {
  const query = url.indexOf("?");
  return FAQ_ARTICLE_PAGE_PATTERN.exec(query === -1 ? url : url.slice(0, query))?.[1] ?? null;
}
