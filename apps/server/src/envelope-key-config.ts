import { createPrivateKey } from "node:crypto";
import { z } from "zod";

/** The envelope's RSA keys must be at least this long (ADR 012). */
export const MIN_RSA_BITS = 2048;

/**
 * An RSA private key in PEM (PKCS#8 or PKCS#1) of 2048 bits or more; `\n` escapes are accepted
 * so the key fits on one line of an .env file.
 */
export const rsaPrivateKeyPem = z
  .string()
  .transform((value) => value.replaceAll("\\n", "\n").trim())
  .superRefine((pem, context) => {
    try {
      const key = createPrivateKey(pem);
      const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
      if (key.asymmetricKeyType !== "rsa") context.addIssue({ code: "custom", message: "not an RSA key" });
      else if (bits < MIN_RSA_BITS)
        context.addIssue({ code: "custom", message: `${bits}-bit RSA key; ${MIN_RSA_BITS} bits or more` });
    } catch {
      context.addIssue({ code: "custom", message: "not a PEM private key" });
    }
  });
