import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type ConsentChoice, saveConsent } from "../../lib/consent/consent";

export type CookieBannerProps = { initial: ConsentChoice | null; onDone: () => void };

export function CookieBanner({ initial, onDone }: CookieBannerProps) {
  const { t } = useTranslation("shell");
  const [analytics, setAnalytics] = useState(initial?.analytics ?? false);
  const [marketing, setMarketing] = useState(initial?.marketing ?? false);
  // Marks the banner once React owns it: the server's copy shows before its buttons work.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const save = (choice: ConsentChoice) => {
    saveConsent(choice);
    onDone();
  };

  return (
    <Paper
      role="dialog"
      aria-labelledby="cookie-banner-title"
      shadow="xl"
      withBorder
      p="lg"
      pos="fixed"
      bottom={16}
      left={16}
      maw={440}
      style={{ zIndex: 400, right: 16 }}
      className="cookie-banner"
      data-testid="cookie-banner"
      data-ready={ready || undefined}
    >
      <Stack gap="sm">
        <Title order={2} fz="md" id="cookie-banner-title">
          {t("cookies.title")}
        </Title>
        <Text fz="sm">
          {t("cookies.body")}{" "}
          <Link to="/privacy" className="plain-link focus-ring" data-underline="always">
            {t("cookies.policy")}
          </Link>
        </Text>
        {/* Native checkboxes: every first visit shows this banner, and Mantine's Checkbox would
            add its own and its Input's code (~7 KB) to that visit for three boxes. */}
        <div className="consent-options">
          <label>
            <input type="checkbox" checked disabled readOnly />
            {t("cookies.necessary")}
          </label>
          <label>
            <input
              type="checkbox"
              checked={analytics}
              onChange={(event) => setAnalytics(event.currentTarget.checked)}
              data-testid="consent-analytics"
            />
            {t("cookies.analytics")}
          </label>
          <label>
            <input
              type="checkbox"
              checked={marketing}
              onChange={(event) => setMarketing(event.currentTarget.checked)}
              data-testid="consent-marketing"
            />
            {t("cookies.marketing")}
          </label>
        </div>
        <Group gap="xs" justify="flex-end">
          <Button variant="subtle" size="sm" onClick={() => save({ analytics: false, marketing: false })}>
            {t("cookies.rejectOptional")}
          </Button>
          <Button variant="default" size="sm" onClick={() => save({ analytics, marketing })} data-testid="consent-save">
            {t("cookies.save")}
          </Button>
          <Button size="sm" onClick={() => save({ analytics: true, marketing: true })} data-testid="consent-accept-all">
            {t("cookies.acceptAll")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
