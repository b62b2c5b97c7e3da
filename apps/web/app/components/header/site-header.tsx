import { Box, Container, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Logo } from "../logo";
import { AccountActions } from "./account-actions";
import { LanguageSwitch } from "./language-switch";
import { PricingMenu } from "./pricing-menu";

/** `auth`: the simple layout's header, without the login and signup buttons (spec 02 §2). */
export function SiteHeader({ variant = "public" }: { variant?: "public" | "auth" }) {
  const { t } = useTranslation();
  return (
    <Box component="header" bg="white" style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}>
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            <Logo />
            <Box component="nav" aria-label={t("nav.main")}>
              <PricingMenu />
            </Box>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            {variant === "public" ? <AccountActions /> : null}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
