import { Box, Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

const STATS = ["pool", "countries", "availability", "latency"] as const;

/** Dark band above the panel with the network claims of spec 01 §1. */
export function PricingHero() {
  const { t } = useTranslation("residential");
  return (
    <Box
      component="section"
      aria-labelledby="residential-hero-title"
      py={{ base: 48, md: 80 }}
      style={{
        background:
          "radial-gradient(circle at 80% 0%, rgba(107, 117, 224, 0.45), transparent 55%), linear-gradient(160deg, #0b1030 0%, #161d52 60%, #263399 100%)",
      }}
    >
      <Container size="lg">
        <Stack gap="lg" maw={720}>
          <Text c="portico.2" fw={700} tt="uppercase" fz="sm" lts={1.5}>
            {t("hero.eyebrow")}
          </Text>
          <Title order={1} c="white" fz={{ base: 34, md: 48 }} lh={1.15}>
            {t("hero.title")}
          </Title>
          <Text c="gray.3" fz="lg">
            {t("hero.subtitle")}
          </Text>
        </Stack>
        <SimpleGrid
          component="dl"
          aria-label={t("hero.statsLabel")}
          cols={{ base: 2, md: 4 }}
          mt={48}
          spacing="lg"
          m={0}
        >
          {STATS.map((stat) => (
            <Stack key={stat} gap={2} style={{ borderLeft: "2px solid var(--mantine-color-portico-4)" }} pl="md">
              <Text component="dt" c="gray.3" fz="sm" style={{ order: 1 }}>
                {t(`hero.stats.${stat}.label`)}
              </Text>
              <Text component="dd" c="white" fz={{ base: 28, md: 34 }} fw={800} m={0}>
                {t(`hero.stats.${stat}.value`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
