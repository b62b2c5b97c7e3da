/** Subtitles are URL slugs: `/faq/{subtitle}.html`. */
export const FAQ_SUBTITLE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An article's page path (no query): the subtitle is its first group. */
export const FAQ_ARTICLE_PAGE_PATTERN = new RegExp(`^/faq/(${FAQ_SUBTITLE_PATTERN.source.slice(1, -1)})\\.html$`);

/** Result page sizes (spec 01 §9: 10 by default; 10, 20, 50, 100). */
export const FAQ_PAGE_SIZES = [10, 20, 50, 100] as const;
