/**
 * Addresses in the user centre that several screens link to (the payment's success view, the
 * order rows): one place, since a feature does not import another.
 */

/** The proxy generator, which reads the customer's residential credentials afresh on each visit (#24 item 7). */
export const PROXY_GENERATOR_HREF = "/ucenter/use_proxy/";

/** The IP manager filtered to one static order (a purchase or a renewal): its IPs, copy ready (#24 item 7). */
export function staticIpsHref(orderNo: string): string {
  return `/ucenter/staticisp/ips?orderNo=${encodeURIComponent(orderNo)}`;
}

/** The dashboard, the user centre's first route. */
export const DASHBOARD_HREF = "/ucenter/info/";
