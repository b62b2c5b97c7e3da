import { Group, Loader, Modal } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { browserCall } from "../../../../lib/api/browser-call";
import { openPaymentQuery } from "../../../../lib/payment-view/payment-data";
import { errorMessage } from "../error-message";
import { loadOrderSelection, type OrderSelection } from "../load-order-selection";
import { PAYMENT_MODAL_Z_INDEX } from "./modal-layer";
import { PaymentErrorBanner } from "./payment-error-banner";
import { PaymentView } from "./payment-view";

type PaymentOverlayProps = {
  /** The payment view's URL (`/payment?…`) whose query says what to pay for. */
  path: string;
  onClose: () => void;
};

/**
 * The payment view as a dialog over a buy page (spec 01 §2): opened by a plan or checkout click,
 * it asks for the pre-order price at once. Its code loads on that first click (the overlay host).
 * The balance dialog stacks on top of it (Modal.Stack).
 */
export default function PaymentOverlay({ path, onClose }: PaymentOverlayProps) {
  const { t } = useTranslation("payment");
  const [selection, setSelection] = useState<OrderSelection | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A phone gets the whole screen: the summary and the methods need the room.
  const phone = useMediaQuery("(max-width: 36em)") ?? false;

  useEffect(() => {
    let live = true;
    setSelection(null);
    setFailure(null);
    openPaymentQuery(new URL(path, window.location.origin).searchParams)
      .then((query) => loadOrderSelection(query, browserCall))
      .then((loaded) => live && setSelection(loaded))
      .catch((error: unknown) => live && setFailure(errorMessage(error, t("errors.initFailed"))));
    return () => {
      live = false;
    };
  }, [path, t]);

  return (
    <Modal.Stack>
      <Modal
        stackId="payment-view"
        opened
        onClose={onClose}
        size="lg"
        title={t("overlayTitle")}
        zIndex={PAYMENT_MODAL_Z_INDEX}
        fullScreen={phone}
      >
        <div data-testid="payment-overlay" data-path={path}>
          {selection ? (
            <PaymentView selection={selection} result={null} />
          ) : failure ? (
            <PaymentErrorBanner message={failure} />
          ) : (
            <Group justify="center" py="xl">
              <Loader aria-label={t("loading")} />
            </Group>
          )}
        </div>
      </Modal>
    </Modal.Stack>
  );
}
