/**
 * What the sign-in forms call, imported inside their handlers: the endpoints' schemas and zod load
 * when a visitor first submits, not with the page.
 */
export { findPassword, login, resetPassword, sendCode, signup, verifyCode } from "@portico/contracts";
export { browserCall } from "../../lib/api/browser-call";
