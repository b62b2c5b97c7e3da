import { z } from "zod";

/** Success envelope of every JSON API answer: `{ code: 1, msg: "ok", data }`. */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(1), msg: z.literal("ok"), data });
}

/** Failure envelope: a localised message and a stable error code. */
export const ErrorEnvelopeSchema = z
  .object({
    code: z.literal(0),
    msg: z.string(),
    error: z.string(),
    /** Field-level problems of a validation failure, already localised. */
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: "ErrorEnvelope", description: "A failed call: the localised message and the stable error code." });
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export type OkEnvelope<T> = { code: 1; msg: "ok"; data: T };
export type Envelope<T> = OkEnvelope<T> | ErrorEnvelope;
