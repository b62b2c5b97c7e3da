import { defineErrorCodes } from "../error-codes.ts";

/** A home-page notice's level: an announcement, or a warning (maintenance, an outage). */
export const NOTICE_LEVELS = ["info", "warning"] as const;
export type NoticeLevel = (typeof NOTICE_LEVELS)[number];

/** What the console's notices accept. */
export const NOTICE_LIMITS = {
  /** One line on a wide screen, two on a phone. */
  maxMessageLength: 200,
  maxLinkLength: 500,
  /** The most notices the public pages show at once (warnings first, then the newest). */
  maxShown: 3,
} as const;

/**
 * A notice's link: a path on this site (`/residential/`) or an http(s) address. Nothing else
 * (`javascript:`, `//host`, spaces) is stored, since the public pages put it in an `href`.
 */
export const NOTICE_LINK_PATTERN = /^(?:\/(?!\/)[^\s]*|https?:\/\/[^\s/?#]+[^\s]*)$/;

/** The console's notice failures. */
export const NoticeConsoleError = defineErrorCodes({
  notice_not_found: 404,
  /** The end of the display window is not after its start. */
  notice_window_invalid: 422,
  /** A link that is neither a path on the site nor an http(s) address. */
  notice_link_invalid: 422,
});
