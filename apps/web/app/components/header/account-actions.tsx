import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useIsLoggedIn } from "../../lib/session/token";

/**
 * Logged out: log in and sign up. Logged in: the way into the user centre. `menu` is the copy
 * inside the narrow-screen menu: full width, with its own test ids.
 */
export function AccountActions({ place = "bar" }: { place?: "bar" | "menu" }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const inMenu = place === "menu";
  const testId = (name: string) => (inMenu ? `menu-${name}` : name);

  if (loggedIn) {
    return (
      <Button component={Link} to="/ucenter/info/" fullWidth={inMenu} data-testid={testId("dashboard-link")}>
        {t("nav.dashboard")}
      </Button>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap" grow={inMenu}>
      <Button component={Link} to="/login" variant="default" data-testid={testId("header-login")}>
        {t("nav.login")}
      </Button>
      <Button component={Link} to="/signup" data-testid={testId("header-signup")}>
        {t("nav.signup")}
      </Button>
    </Group>
  );
}
