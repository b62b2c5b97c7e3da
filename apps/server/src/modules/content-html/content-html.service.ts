import sanitizeHtml from "sanitize-html";

/**
 * Operator-written HTML (FAQ articles, legal pages) is rendered with dangerouslySetInnerHTML,
 * so whatever is in the database passes this allow-list first: text structure, links and
 * code only; no scripts, styles, event handlers, iframes or javascript: URLs.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "b",
    "i",
    "a",
    "code",
    "pre",
    "blockquote",
    "br",
    "hr",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href", "title"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
};

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, options);
}

/** Where one block of text ends and the next begins; stripping the tags must leave a space. */
const BLOCK_END = /<\/(?:p|h[1-6]|li|td|th|tr|blockquote|pre|div)\s*>|<br\s*\/?>|<hr\s*\/?>/gi;

/** Plain text of an HTML fragment, whitespace collapsed: for excerpts and meta descriptions. */
export function htmlToPlainText(html: string): string {
  const text = sanitizeHtml(html.replace(BLOCK_END, "$& "), { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** The first `max` characters of the text, cut at a word boundary when there is one. */
export function excerpt(html: string, max = 160): string {
  const text = htmlToPlainText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

// What the console's content editors share: the stored body and the audited acting member.
export { type ContentActing, contentActingOf, contentRefusalsAudited } from "./content-acting.ts";
export { storedContentBody } from "./content-body.ts";
