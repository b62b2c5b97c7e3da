/**
 * The payment view's dialogs sit above the page's floating buttons (z-index 300, components/floating),
 * which would otherwise cover the methods and the pay button on a phone.
 */
export const PAYMENT_MODAL_Z_INDEX = 400;
