import { z } from "zod";
import { access } from "../access.ts";
import { defineEndpoint } from "../endpoint.ts";
import { ENVELOPE_MODES } from "./crypto.codes.ts";

export const EnvelopePublicKeySchema = z.object({
  mode: z.enum(ENVELOPE_MODES),
  /** The id a client puts before its wrapped session key; it names the key pair that opens it. */
  kid: z.string(),
  /** RSA-OAEP (SHA-256) public key, SPKI DER in base64. */
  public_key: z.string(),
});
export type EnvelopePublicKey = z.infer<typeof EnvelopePublicKeySchema>;

export const envelopePublicKey = defineEndpoint({
  operationId: "envelopePublicKey",
  method: "GET",
  path: "/api/crypto/public_key",
  tag: "crypto",
  summary: "The public key that wraps a client's session key for the encrypted request envelope",
  access: access.public("ignored"),
  response: EnvelopePublicKeySchema,
  errors: [],
});
