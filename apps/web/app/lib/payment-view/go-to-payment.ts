import { isEnvelopeOn } from "../api/envelope-mode";

/**
 * Navigates to an address Portico built; the payment view's goes sealed into `data` when the
 * envelope is on (spec 01 §2, ADR 011). The sealing code loads only then.
 */
export function goToPayment(navigate: (path: string) => unknown, path: string): void {
  if (!isEnvelopeOn()) {
    navigate(path);
    return;
  }
  void import("./payment-data")
    .then(({ sealPaymentPath }) => sealPaymentPath(path))
    .then(navigate, () => navigate(path));
}
