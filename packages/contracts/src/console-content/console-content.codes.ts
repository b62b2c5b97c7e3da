import { defineErrorCodes } from "../error-codes.ts";

/** What the console's content screens accept (issue #25, item 5). */
export const CONTENT_LIMITS = {
  maxTitleLength: 200,
  /** An article or a legal page, as HTML before it is sanitised. */
  maxBodyLength: 200_000,
  maxWeight: 1_000_000,
} as const;

/** The console's content failures. */
export const ContentConsoleError = defineErrorCodes({
  faq_article_not_found: 404,
  faq_category_not_found: 422,
  /** Another article has this address already. */
  faq_subtitle_taken: 409,
  /** A body left with no text once its disallowed HTML is removed. */
  content_body_empty: 422,
  legal_document_not_found: 404,
});
