import { Center, Loader } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Shown while a client-rendered route checks the session and loads its data. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader aria-label={t("guard.loading")} />
    </Center>
  );
}
