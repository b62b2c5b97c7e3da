import { loadOrCreateSecret } from "./secrets.repository.ts";

/**
 * Server secrets that must be the same on every instance and survive restarts, generated on
 * first use when configuration gives none (the ALTCHA key, the sandbox provider's signing key,
 * the invoice link key).
 */
export const sharedSecret = loadOrCreateSecret;
