import { z } from "zod";
import { access } from "../access.ts";
import { defineEndpoint } from "../endpoint.ts";
import { RowIdSchema } from "../request-bounds.ts";
import { NOTICE_LEVELS, NOTICE_LIMITS, NoticeConsoleError } from "./notices.codes.ts";

const tag = "notices";

const message = z.string().trim().min(1).max(NOTICE_LIMITS.maxMessageLength);
const instant = z.iso.datetime({ offset: true }).nullable();

/** A notice as a visitor sees it: in their language, only while published and in its window. */
export const PublicNoticeSchema = z.object({
  id: z.number().int(),
  /** Moves with every edit of the text, level or link: a dismissed notice shows again once changed. */
  version: z.number().int(),
  level: z.enum(NOTICE_LEVELS),
  message: z.string(),
  link: z.string().nullable(),
});
export type PublicNotice = z.infer<typeof PublicNoticeSchema>;

export const publicNotices = defineEndpoint({
  operationId: "publicNotices",
  method: "GET",
  path: "/api/index/notices",
  tag,
  summary: "The site notices showing now, in the caller's language (warnings first, then the newest)",
  access: access.public("optional"),
  response: z.object({ list: z.array(PublicNoticeSchema) }),
  errors: [],
});

/** A notice as the console edits it: both languages, its window and its state. */
export const ConsoleNoticeSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  level: z.enum(NOTICE_LEVELS),
  message_en: z.string(),
  message_zh: z.string(),
  link: z.string().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  published: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ConsoleNotice = z.infer<typeof ConsoleNoticeSchema>;

export const NoticeInputSchema = z.object({
  level: z.enum(NOTICE_LEVELS),
  message_en: message,
  message_zh: message,
  /** Empty or null: no link. Checked against NOTICE_LINK_PATTERN by the server, with its own error. */
  link: z.string().trim().max(NOTICE_LIMITS.maxLinkLength).nullable(),
  starts_at: instant,
  ends_at: instant,
  published: z.boolean(),
});
export type NoticeInput = z.infer<typeof NoticeInputSchema>;

const id = RowIdSchema;

export const consoleNotices = defineEndpoint({
  operationId: "consoleNotices",
  method: "GET",
  path: "/api/console/content/notices",
  tag: "console-content",
  summary: "Every site notice, published or not, newest first, in both languages",
  access: access.staff("content:read"),
  response: z.object({ list: z.array(ConsoleNoticeSchema) }),
  errors: [],
});

export const createConsoleNotice = defineEndpoint({
  operationId: "createConsoleNotice",
  method: "POST",
  path: "/api/console/content/notices/create",
  tag: "console-content",
  summary: "Creates a site notice (audited); a published one in its window shows on the public pages at once",
  access: access.staff("content:write"),
  body: NoticeInputSchema,
  response: ConsoleNoticeSchema,
  errors: [NoticeConsoleError.notice_window_invalid, NoticeConsoleError.notice_link_invalid],
});

export const updateConsoleNotice = defineEndpoint({
  operationId: "updateConsoleNotice",
  method: "POST",
  path: "/api/console/content/notices/update",
  tag: "console-content",
  summary: "Edits a site notice; a new text, level or link moves its version (audited with before and after)",
  access: access.staff("content:write"),
  body: NoticeInputSchema.extend({ id }),
  response: ConsoleNoticeSchema,
  errors: [
    NoticeConsoleError.notice_not_found,
    NoticeConsoleError.notice_window_invalid,
    NoticeConsoleError.notice_link_invalid,
  ],
});

export const publishConsoleNotice = defineEndpoint({
  operationId: "publishConsoleNotice",
  method: "POST",
  path: "/api/console/content/notices/publish",
  tag: "console-content",
  summary: "Publishes a site notice or takes it back to draft (audited)",
  access: access.staff("content:write"),
  body: z.object({ id, published: z.boolean() }),
  response: ConsoleNoticeSchema,
  errors: [NoticeConsoleError.notice_not_found],
});

export const deleteConsoleNotice = defineEndpoint({
  operationId: "deleteConsoleNotice",
  method: "POST",
  path: "/api/console/content/notices/delete",
  tag: "console-content",
  summary: "Deletes a site notice (audited with what it was)",
  access: access.staff("content:write"),
  body: z.object({ id }),
  response: z.object({ id: z.number().int() }),
  errors: [NoticeConsoleError.notice_not_found],
});
