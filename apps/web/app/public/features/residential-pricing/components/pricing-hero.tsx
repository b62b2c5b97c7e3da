import { Container, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DarkHeroSection, HeroHeading } from "../../../../components/hero/dark-hero";
import { PlainGrid } from "../../../../components/plain-grid/plain-grid";

const STATS = ["pool", "countries", "availability", "latency"] as const;

/** Dark band above the panel with the network claims of spec 01 §1. */
export function PricingHero() {
  const { t } = useTranslation("residential");
  return (
    <DarkHeroSection labelledBy="residential-hero-title" py={{ base: 48, md: 80 }}>
      <Container size="lg">
        <HeroHeading
          id="residential-hero-title"
          eyebrow={t("hero.eyebrow")}
          title={t("hero.title")}
          subtitle={t("hero.subtitle")}
          maw={720}
        />
        <PlainGrid
          component="dl"
          aria-label={t("hero.statsLabel")}
          cols={{ base: 2, md: 4 }}
          gap="lg"
          style={{ margin: 0, marginTop: 48 }}
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
        </PlainGrid>
      </Container>
    </DarkHeroSection>
  );
}
