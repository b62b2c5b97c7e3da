import { z } from "zod";

export const CONTACT_LIMITS = { name: 80, emailMax: 254, messageMin: 10, messageMax: 2000 } as const;

/** POST /api/index/contact — the built-in contact form used when no chat provider is configured. */
export const ContactMessageRequestSchema = z.object({
  name: z.string().trim().min(1).max(CONTACT_LIMITS.name),
  email: z.email().max(CONTACT_LIMITS.emailMax),
  message: z.string().trim().min(CONTACT_LIMITS.messageMin).max(CONTACT_LIMITS.messageMax),
  /** The page the visitor wrote from, for support's context. */
  page: z.string().max(300).optional(),
});
export type ContactMessageRequest = z.infer<typeof ContactMessageRequestSchema>;
export const ContactMessageResponseSchema = z.object({ id: z.number().int() });
