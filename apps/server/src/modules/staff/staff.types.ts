/** What the staff module's callers pass and get (ADR 410: plain types, written out). */

/** The request an action came with, for the audit. */
export type RequestMeta = { requestId: string | null; ip: string; userAgent: string | null };

/** The member acting in the console: who, what they hold, and the request. */
export type StaffActing = RequestMeta & { staffId: string; permissions: ReadonlySet<string> };
