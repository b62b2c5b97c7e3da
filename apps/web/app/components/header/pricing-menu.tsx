import { Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconHomeSignal } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { HeaderDropdown } from "./header-dropdown";

export function PricingMenu() {
  const { t } = useTranslation();
  return (
    <HeaderDropdown label={t("nav.pricing")} width={280}>
      {(close) => (
        <UnstyledButton
          component={Link}
          to="/residential/"
          onClick={close}
          p="sm"
          display="block"
          className="header-dropdown-item"
        >
          <Group gap="sm" wrap="nowrap">
            <IconHomeSignal size={22} color="var(--mantine-color-portico-7)" aria-hidden />
            <Stack gap={0}>
              <Text fw={600} fz="sm">
                {t("nav.residentialProxies")}
              </Text>
              <Text fz="xs" c="dimmed">
                {t("nav.residentialProxiesHint")}
              </Text>
            </Stack>
          </Group>
        </UnstyledButton>
      )}
    </HeaderDropdown>
  );
}
