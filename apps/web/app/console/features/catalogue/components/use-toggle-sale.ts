import { useTranslation } from "react-i18next";
import { showToast } from "../../../../lib/toast";
import { failureMessage } from "../../../components/failure-message";

/**
 * Puts a plan or region on sale or takes it off, with a toast either way: `toggle(name, active, run)`
 * where `run` is the mutation.
 */
export function useToggleSale() {
  const { t } = useTranslation("console");
  const toggle = async (name: string, active: boolean, run: () => Promise<unknown>) => {
    try {
      await run();
      showToast({
        color: "green",
        message: active ? t("catalogue.putOnDone", { name }) : t("catalogue.takeOffDone", { name }),
      });
    } catch (failure) {
      showToast({ color: "red", message: failureMessage(failure, t) });
    }
  };
  return toggle;
}
