import { Box, Container, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useHelpCategories } from "../../lib/use-help-categories";
import { Logo } from "../logo";
import { AccountActions } from "./account-actions";
import { HelpMenu } from "./help-menu";
import { LanguageSwitch } from "./language-switch";
import { PricingMenu } from "./pricing-menu";

export function SiteHeader() {
  const { t } = useTranslation();
  const helpCategories = useHelpCategories();
  return (
    <Box component="header" bg="white" style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}>
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            <Logo />
            <Box component="nav" aria-label={t("nav.main")}>
              <Group gap={0} wrap="nowrap">
                <PricingMenu />
                <HelpMenu categories={helpCategories} />
              </Group>
            </Box>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            <AccountActions />
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
