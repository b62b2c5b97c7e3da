import { Button, Menu, Stack, Text } from "@mantine/core";
import { IconChevronDown, IconHomeSignal } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function PricingMenu() {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-start" width={280} withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="gray" rightSection={<IconChevronDown size={14} aria-hidden />}>
          {t("nav.pricing")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/residential/" leftSection={<IconHomeSignal size={20} aria-hidden />}>
          <Stack gap={0}>
            <Text fw={600} fz="sm">
              {t("nav.residentialProxies")}
            </Text>
            <Text fz="xs" c="dimmed">
              {t("nav.residentialProxiesHint")}
            </Text>
          </Stack>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
