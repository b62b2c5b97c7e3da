/**
 * What the sign-in forms call, imported inside their handlers: the endpoints' schemas and zod load
 * when a visitor first submits, not with the page.
 */
export {
  acceptTerms,
  findPassword,
  login,
  logout,
  resetPassword,
  sendCode,
  signup,
  verifyCode,
} from "@portico/contracts";
export { browserCall, browserCallWithSession } from "../../../lib/api/browser-call";
