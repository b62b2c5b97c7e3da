import "../components/layout/console-styles.css";

import { Box, Center, Group, Text } from "@mantine/core";
import { IconShieldLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { LanguageSwitch } from "../../components/header/language-switch";
import { PageLoader } from "../../components/page-loader";
import { QueryProvider } from "../../lib/query/query-provider";
import type { RouteHandle } from "../../lib/route-handle";

export const handle: RouteHandle = { noindex: true, namespaces: ["console"] };

/** Sign-in and invitation pages render in the browser, like the rest of the console. */
export function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoader />;
}

/** The frame of the pages before a staff session: the console's dark backdrop, the brand, the language. */
export default function ConsoleAuthLayout() {
  const { t } = useTranslation("console");
  return (
    <QueryProvider>
      <Box className="console-auth" c="white">
        <Group justify="space-between" px="lg" py="md">
          <Group gap="xs">
            <IconShieldLock size={22} aria-hidden />
            <Text fw={700} fz="lg">
              {t("brand")}
            </Text>
          </Group>
          <LanguageSwitch />
        </Group>
        <Center px="md" pb={64} pt={{ base: 8, sm: 48 }}>
          <Outlet />
        </Center>
      </Box>
    </QueryProvider>
  );
}
