import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Where the page sends a reader on: the first link is the main button. */
export type NotFoundLink = { to: string; labelKey: "notFound.home" | "notFound.pricing" | "notFound.dashboard" };

const PUBLIC_LINKS: readonly NotFoundLink[] = [
  { to: "/", labelKey: "notFound.home" },
  { to: "/residential/", labelKey: "notFound.pricing" },
];

export function NotFoundPage({ links = PUBLIC_LINKS }: { links?: readonly NotFoundLink[] }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={64} fw={800} c="portico.7" lh={1} aria-hidden>
          {t("notFound.code")}
        </Text>
        <Title order={1}>{t("notFound.heading")}</Title>
        <Text c="dimmed">{t("notFound.body")}</Text>
        <Group justify="center" mt="sm">
          {links.map((link, index) => (
            <Button key={link.to} component={Link} to={link.to} variant={index === 0 ? "filled" : "default"}>
              {t(link.labelKey)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Container>
  );
}
