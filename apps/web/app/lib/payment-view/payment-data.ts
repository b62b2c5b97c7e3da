import { importSessionKey, open, PAYMENT_VIEW_AAD, seal } from "@portico/contracts/envelope-cipher";
import { isEnvelopeOn } from "../api/envelope-mode";
import { sessionKeyHex } from "../api/envelope-transport";

/** The one parameter that carries the payment view's query sealed (spec 01 §2, spec 02 §4). */
export const PAYMENT_DATA_PARAM = "data";
const PAYMENT_PATH = "/payment";

/**
 * The payment view's address with its query sealed into `data` under this browser's session key
 * (ADR 012), when the envelope is on; the plain address otherwise. Only this browser opens it.
 */
export async function sealPaymentPath(path: string): Promise<string> {
  const url = new URL(path, "http://portico.invalid");
  if (!isEnvelopeOn() || url.pathname !== PAYMENT_PATH || url.searchParams.has(PAYMENT_DATA_PARAM)) return path;
  const key = await importSessionKey(sessionKeyHex());
  const sealed = await seal(key, PAYMENT_VIEW_AAD, url.searchParams.toString());
  return `${PAYMENT_PATH}?${PAYMENT_DATA_PARAM}=${sealed}`;
}

/**
 * When the envelope is on and the payment view was reached by a plain address (typed, bookmarked,
 * a plan's link opened in a new tab), the address shown and kept in history becomes the sealed
 * one. Portico's own links are sealed on the click already (`followPaymentLink`). The router is
 * not told: the page already has what the query says.
 */
export async function sealCurrentPaymentAddress(): Promise<void> {
  const { pathname, search } = window.location;
  if (!isEnvelopeOn() || pathname !== PAYMENT_PATH || search === "") return;
  const sealed = await sealPaymentPath(`${pathname}${search}`);
  if (sealed !== `${pathname}${search}`) window.history.replaceState(window.history.state, "", sealed);
}

/**
 * The payment view's query in either form: a sealed `data` parameter is opened with this
 * browser's session key (one it cannot open reads as an empty query); a plain query as it is.
 */
export async function openPaymentQuery(query: URLSearchParams): Promise<URLSearchParams> {
  const data = query.get(PAYMENT_DATA_PARAM);
  if (data === null) return query;
  try {
    const key = await importSessionKey(sessionKeyHex());
    return new URLSearchParams(await open(key, PAYMENT_VIEW_AAD, data));
  } catch {
    return new URLSearchParams();
  }
}
