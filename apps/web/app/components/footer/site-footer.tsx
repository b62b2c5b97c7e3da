import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useProductName, usePublicConfig } from "../../lib/use-public-config";
import { Logo } from "../logo";

export function SiteFooter() {
  const { t } = useTranslation();
  const productName = useProductName();
  const supportEmail = usePublicConfig()?.supportEmail;

  return (
    <Box component="footer" bg="gray.0" py={48} style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="sm">
            <Logo />
            <Text fz="sm" c="dimmed" maw={300}>
              {t("brand.tagline")}
            </Text>
          </Stack>
          <Stack gap="xs">
            <Title order={2} fz="sm" tt="uppercase" c="dimmed">
              {t("footer.products")}
            </Title>
            <Anchor component={Link} to="/residential/" fz="sm">
              {t("nav.residentialProxies")}
            </Anchor>
            <Anchor component={Link} to="/staticisp/" fz="sm">
              {t("nav.staticIsp")}
            </Anchor>
          </Stack>
          {supportEmail ? (
            <Stack gap="xs">
              <Title order={2} fz="sm" tt="uppercase" c="dimmed">
                {t("footer.support")}
              </Title>
              <Text fz="sm" c="dimmed">
                {t("footer.supportHint")}
              </Text>
              <Anchor href={`mailto:${supportEmail}`} fz="sm">
                {supportEmail}
              </Anchor>
            </Stack>
          ) : null}
        </SimpleGrid>
        <Group mt={40} pt="md" style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}>
          <Text fz="xs" c="dimmed">
            {t("footer.copyright", { year: new Date().getFullYear(), product: productName })}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
