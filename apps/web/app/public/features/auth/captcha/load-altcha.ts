/**
 * The ALTCHA widget, loaded only on the auth pages. `altcha/external` has no inline styles or
 * blob workers, so it runs under our nonce-only CSP: its stylesheet and its PBKDF2 worker are
 * ordinary same-origin files emitted by Vite.
 */
import "altcha/external";
import "altcha/altcha.css";
import "altcha/i18n/zh-cn";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";

globalThis.$altcha.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());

export const altchaReady = true;
