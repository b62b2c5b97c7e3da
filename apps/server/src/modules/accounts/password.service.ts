/**
 * argon2id with the customers' parameters (ADR 100), lent to the operator console (ADR 420),
 * whose passwords arrive as typed rather than as the customers' MD5 digest.
 */
export { hashPassword, verifyAgainstDecoy, verifyPassword } from "./password-hash.ts";
