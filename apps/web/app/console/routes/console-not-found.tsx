import { Button, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import type { RouteHandle } from "../../lib/route-handle";
import { CONSOLE_HOME } from "../components/console-paths";

export const handle: RouteHandle = { titleKey: "console:meta.notFound" };

/** The document's status is 404; the layout's guard runs first in the browser. */
export function loader() {
  return data(null, { status: 404 });
}

/** Any other /console/ address: inside the shell, so the navigation is there to go on from. */
export default function ConsoleNotFound() {
  const { t } = useTranslation("console");
  return (
    <Stack align="center" ta="center" py={80} gap="md">
      <Text fz={56} fw={800} c="dark.3" lh={1} aria-hidden>
        404
      </Text>
      <Title order={1}>{t("notFound.heading")}</Title>
      <Text c="dimmed">{t("notFound.body")}</Text>
      <Button component={Link} to={CONSOLE_HOME} color="dark">
        {t("notFound.home")}
      </Button>
    </Stack>
  );
}
