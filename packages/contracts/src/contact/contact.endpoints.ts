import { z } from "zod";
import { access } from "../access.ts";
import { EMAIL_PATTERN } from "../accounts/accounts.codes.ts";
import { defineEndpoint } from "../endpoint.ts";
import { CommonError } from "../error-codes.ts";
import { CONTACT_LIMITS } from "./contact.codes.ts";

export const ContactMessageRequestSchema = z.object({
  name: z.string().trim().min(1).max(CONTACT_LIMITS.name),
  email: z.email({ pattern: EMAIL_PATTERN }).max(CONTACT_LIMITS.emailMax),
  message: z.string().trim().min(CONTACT_LIMITS.messageMin).max(CONTACT_LIMITS.messageMax),
  /** The page the visitor wrote from, for support's context. */
  page: z.string().max(300).optional(),
});
export type ContactMessageRequest = z.infer<typeof ContactMessageRequestSchema>;
export const ContactMessageResponseSchema = z.object({ id: z.number().int() });

export const sendContactMessage = defineEndpoint({
  operationId: "sendContactMessage",
  method: "POST",
  path: "/api/index/contact",
  tag: "support",
  summary: "Send a message to support from the built-in contact form (used when no chat is configured)",
  access: access.public("optional"),
  body: ContactMessageRequestSchema,
  response: ContactMessageResponseSchema,
  errors: [CommonError.rate_limited],
});
