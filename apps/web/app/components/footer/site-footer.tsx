import { Anchor, Box, Container, Group, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { openCookiePreferences } from "../../lib/consent/consent";
import { useProductName, usePublicConfig } from "../../lib/use-public-config";
import { Logo } from "../logo";
import { PlainGrid } from "../plain-grid/plain-grid";

const USE_CASES = ["e_commerce", "social_media", "seo", "market", "brand_protection", "web_scarping"] as const;

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2} fz="sm" tt="uppercase" c="gray.7">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function SiteFooter() {
  const { t } = useTranslation(["common", "shell", "cases"]);
  const productName = useProductName();
  const supportEmail = usePublicConfig()?.supportEmail;

  return (
    <Box component="footer" bg="gray.0" py={48} style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}>
      <Container size="lg">
        <PlainGrid cols={{ base: 1, xs: 2, md: 5 }} gap="xl">
          <Stack gap="sm">
            <Logo />
            <Text fz="sm" c="gray.7" maw={300}>
              {t("brand.tagline")}
            </Text>
          </Stack>
          <FooterColumn title={t("footer.products")}>
            <Anchor component={Link} to="/residential/" fz="sm">
              {t("nav.residentialProxies")}
            </Anchor>
            <Anchor component={Link} to="/staticisp/" fz="sm">
              {t("shell:float.staticIsp")}
            </Anchor>
          </FooterColumn>
          <FooterColumn title={t("shell:footer.useCases")}>
            {USE_CASES.map((name) => (
              <Anchor key={name} component={Link} to={`/cases/${name}`} fz="sm">
                {t(`cases:${name}.heading`)}
              </Anchor>
            ))}
          </FooterColumn>
          <FooterColumn title={t("shell:footer.resources")}>
            <Anchor component={Link} to="/faq/" fz="sm">
              {t("shell:footer.helpCentre")}
            </Anchor>
            <Anchor component={Link} to="/privacy" fz="sm">
              {t("shell:footer.privacy")}
            </Anchor>
            <Anchor component={Link} to="/terms" fz="sm">
              {t("shell:footer.terms")}
            </Anchor>
            <UnstyledButton
              onClick={openCookiePreferences}
              fz="sm"
              c="var(--mantine-color-anchor)"
              ta="left"
              data-testid="footer-cookie-preferences"
            >
              {t("shell:footer.cookiePreferences")}
            </UnstyledButton>
          </FooterColumn>
          {supportEmail ? (
            <FooterColumn title={t("footer.support")}>
              <Text fz="sm" c="gray.7">
                {t("footer.supportHint")}
              </Text>
              <Anchor href={`mailto:${supportEmail}`} fz="sm">
                {supportEmail}
              </Anchor>
            </FooterColumn>
          ) : null}
        </PlainGrid>
        <Group mt={40} pt="md" style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}>
          <Text fz="xs" c="gray.7">
            {t("footer.copyright", { year: new Date().getFullYear(), product: productName })}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
