import { useTranslation } from "react-i18next";
import { PaymentProblem } from "./payment-problem";

/** The server refused the static order (stock sold, bad period…): its message and a way back. */
export function StaticRefused({ message }: { message: string | null }) {
  const { t } = useTranslation("payment");
  return (
    <PaymentProblem message={message ?? t("static.refused")} backTo="/staticisp/" backLabel={t("static.backToCart")} />
  );
}
