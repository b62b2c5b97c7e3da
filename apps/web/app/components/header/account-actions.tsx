import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useIsLoggedIn } from "../../lib/session/token";

/** Logged out: log in and sign up. Logged in: the way into the user centre. */
export function AccountActions() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();

  if (loggedIn) {
    return (
      <Button component={Link} to="/ucenter/info/" data-testid="dashboard-link">
        {t("nav.dashboard")}
      </Button>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Button component={Link} to="/login" variant="default" data-testid="header-login">
        {t("nav.login")}
      </Button>
      <Button component={Link} to="/signup" data-testid="header-signup">
        {t("nav.signup")}
      </Button>
    </Group>
  );
}
