import { AppShell, Burger, Button, Group } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconArrowLeft } from "@tabler/icons-react";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChatWidget } from "../../../components/chat/chat-widget";
import { AccountMenu } from "../../../components/header/account-menu";
import { LanguageSwitch } from "../../../components/header/language-switch";
import { FirstFrameWaitsFor } from "../../../components/layout/first-frame-waits-for";
import { Logo } from "../../../components/logo";
import { usePreferencesStore } from "../../../lib/preferences-store";
import { rememberSidebarInCookie } from "../../../lib/session/sidebar-cookie";
import { useHydrated } from "../../../lib/use-hydrated";
import { CustomerViewBanner } from "./customer-view-banner";
import { UcenterNav } from "./ucenter-nav";

/**
 * User-centre layout of spec 02 §2: top bar, collapsible sidebar, content. The server draws the
 * sidebar as its cookie says (`sidebarOpenOnServer`); the stored preference rules once hydrated.
 */
export function UcenterShell({ children, sidebarOpenOnServer }: { children: ReactNode; sidebarOpenOnServer: boolean }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const storedSidebarOpen = usePreferencesStore((state) => state.sidebarOpen);
  const sidebarOpen = hydrated ? storedSidebarOpen : sidebarOpenOnServer;
  useEffect(() => rememberSidebarInCookie(storedSidebarOpen), [storedSidebarOpen]);
  const toggleSidebar = usePreferencesStore((state) => state.toggleSidebar);
  const [mobileOpen, mobile] = useDisclosure(false);
  const toggleLabel = (open: boolean) => t(open ? "ucenter.closeSidebar" : "ucenter.openSidebar");

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 248, breakpoint: "sm", collapsed: { mobile: !mobileOpen, desktop: !sidebarOpen } }}
      padding="lg"
    >
      <FirstFrameWaitsFor id="main" />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={mobileOpen}
              onClick={mobile.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={toggleLabel(mobileOpen)}
              aria-expanded={mobileOpen}
              data-testid="sidebar-toggle-mobile"
            />
            <Burger
              opened={sidebarOpen}
              onClick={toggleSidebar}
              visibleFrom="sm"
              size="sm"
              aria-label={toggleLabel(sidebarOpen)}
              aria-expanded={sidebarOpen}
              data-testid="sidebar-toggle"
            />
            <Logo />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch iconOnlyBelow="xs" />
            <Button
              component={Link}
              to="/residential/"
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              visibleFrom="xs"
            >
              {t("ucenter.backToSite")}
            </Button>
            <AccountMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t("ucenter.navigation")} data-testid="ucenter-sidebar">
        <UcenterNav onNavigate={mobile.close} />
      </AppShell.Navbar>
      <AppShell.Main id="main">
        <CustomerViewBanner />
        {children}
      </AppShell.Main>
      {/* The support chat, as on the public pages: the SDK page opens it (spec 02 §2). */}
      <ChatWidget />
    </AppShell>
  );
}
