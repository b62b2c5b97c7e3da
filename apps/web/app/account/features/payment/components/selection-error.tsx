import { useTranslation } from "react-i18next";
import { PaymentProblem } from "./payment-problem";

/** Shown instead of the summary when the query names no package, or one not on sale. */
export function SelectionError({ reason }: { reason: "missing-package" | "unknown-package" }) {
  const { t } = useTranslation("payment");
  return (
    <PaymentProblem
      message={t(reason === "missing-package" ? "errors.missingPackage" : "errors.unknownPackage")}
      backTo="/residential/"
      backLabel={t("errors.choosePlan")}
    />
  );
}
