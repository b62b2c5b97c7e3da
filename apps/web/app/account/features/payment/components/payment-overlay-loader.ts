/**
 * The second step of the overlay's lazy load. The build lists every file a lazily imported module
 * needs next to the import, so it can fetch them all at once; importing the overlay through this
 * one-line module keeps that list (~35 files, ~0.6 KB gzip) out of the buy pages' first load and
 * in this file, fetched on the first click.
 */
export const loadPaymentOverlay = () => import("./payment-overlay");
