import { Box, Container, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import type { RouteHandle } from "../../lib/route-handle";
import { useHelpCategories } from "../../lib/use-help-categories";
import { Logo } from "../logo";
import { AccountActions } from "./account-actions";
import { HelpMenu } from "./help-menu";
import { LanguageSwitch } from "./language-switch";
import { MobileMenu } from "./mobile-menu";
import { PricingMenu } from "./pricing-menu";
import { RegionsMenu } from "./regions-menu";
import { useAutoHide } from "./use-auto-hide";

const HEADER_HEIGHT = 64;

/** `auth`: the simple layout's header, without the login and signup buttons (spec 02 §2). */
export function SiteHeader({ variant = "public" }: { variant?: "public" | "auth" }) {
  const { t } = useTranslation();
  // A page opts in through its route handle (home; privacy and terms per spec 02 §2).
  const autoHide = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.autoHideHeader);
  const hidden = useAutoHide(autoHide, HEADER_HEIGHT);

  const helpCategories = useHelpCategories();
  return (
    <Box
      component="header"
      bg="white"
      className="site-header"
      data-auto-hide={autoHide || undefined}
      data-hidden={hidden || undefined}
      data-testid="site-header"
      style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}
    >
      <Container size="lg" h={HEADER_HEIGHT}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            <Logo />
            <Group component="nav" aria-label={t("nav.main")} gap={0} wrap="nowrap" className="header-wide-only">
              <PricingMenu />
              <RegionsMenu />
              <HelpMenu categories={helpCategories} />
            </Group>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            {variant === "public" ? (
              <div className="header-wide-only">
                <AccountActions />
              </div>
            ) : null}
            <MobileMenu showAccount={variant === "public"} />
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
