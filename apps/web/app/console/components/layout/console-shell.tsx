import { ActionIcon, AppShell, Badge, Box, Burger, Button, Group, NavLink, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { staffLogout } from "@portico/contracts";
import { IconLogout, IconShieldLock } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink as RouterNavLink, useNavigate } from "react-router";
import { LanguageSwitch } from "../../../components/header/language-switch";
import { useEndpointMutation } from "../../../lib/query/endpoint-mutation";
import { CONSOLE_LOGIN } from "../console-paths";
import { ReauthProvider } from "../reauth/reauth-provider";
import { useStaffMe } from "../use-staff-me";
import { visibleNavItems } from "./console-nav-items";

/**
 * The console's frame: a dark navbar and a slate header, unlike the user centre's light one, so
 * a member never mistakes one for the other. Designed at 1440 px, usable at 1280 and on a phone.
 */
export function ConsoleShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation("console");
  const { data: me } = useStaffMe();
  const [opened, navigation] = useDisclosure(false);
  const client = useQueryClient();
  const navigate = useNavigate();
  const logout = useEndpointMutation(staffLogout);

  const signOut = async () => {
    // Signed out on the server or already gone: either way this browser forgets the member.
    await logout.mutateAsync().catch(() => undefined);
    client.clear();
    await navigate(CONSOLE_LOGIN);
  };

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: "sm", collapsed: { mobile: !opened } }}
      padding="xl"
      className="console-shell"
    >
      <AppShell.Header className="console-header">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={navigation.toggle}
              hiddenFrom="sm"
              size="sm"
              color="white"
              aria-label={t(opened ? "shell.closeNavigation" : "shell.openNavigation")}
            />
            <Box visibleFrom="xs" display="flex">
              <IconShieldLock size={22} aria-hidden />
            </Box>
            <Text fw={700} fz={{ base: "md", sm: "lg" }} style={{ whiteSpace: "nowrap" }} data-testid="console-brand">
              {t("brand")}
            </Text>
            <Badge color="orange" variant="filled" size="sm" visibleFrom="xs">
              {t("shell.staffBadge")}
            </Badge>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Text fz="sm" fw={500} visibleFrom="sm" data-testid="console-member-name">
              {me?.staff.display_name}
            </Text>
            <LanguageSwitch iconOnlyBelow="sm" />
            <Button
              variant="white"
              color="dark"
              size="xs"
              leftSection={<IconLogout size={16} aria-hidden />}
              loading={logout.isPending}
              onClick={() => void signOut()}
              visibleFrom="sm"
              data-testid="console-sign-out"
            >
              {t("shell.signOut")}
            </Button>
            <ActionIcon
              variant="white"
              color="dark"
              hiddenFrom="sm"
              loading={logout.isPending}
              onClick={() => void signOut()}
              aria-label={t("shell.signOut")}
            >
              <IconLogout size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" className="console-navbar" aria-label={t("shell.navigation")}>
        {visibleNavItems(me?.permissions ?? []).map(({ to, labelKey, icon: Icon }) => (
          <RouterNavLink
            key={to}
            to={to}
            end
            onClick={navigation.close}
            style={{ textDecoration: "none" }}
            data-testid={`console-nav-${labelKey.split(".").pop()}`}
          >
            {({ isActive }) => (
              <NavLink
                component="span"
                label={t(labelKey)}
                leftSection={<Icon size={18} aria-hidden />}
                active={isActive}
                variant="filled"
                color="orange"
                className="console-nav-link"
              />
            )}
          </RouterNavLink>
        ))}
      </AppShell.Navbar>
      <AppShell.Main className="console-main">
        <ReauthProvider>{children}</ReauthProvider>
      </AppShell.Main>
    </AppShell>
  );
}
