import { findSecret, loadOrCreateSecret, updateSecret } from "./secrets.repository.ts";

/**
 * Server secrets that must be the same on every instance and survive restarts, generated on
 * first use when configuration gives none (the ALTCHA key, the sandbox provider's signing key,
 * the invoice link key, the envelope's key pairs).
 */
export const sharedSecret = loadOrCreateSecret;
/** The stored value now, or undefined before anyone made it (another instance may have changed it). */
export const findSharedSecret = findSecret;
/** Changes a shared secret (a key rotation), the row locked for the change. */
export const updateSharedSecret = updateSecret;
