import { Box, Container, Group, Text } from "@mantine/core";
import type { StaticRegion } from "@portico/contracts";
import { IconBolt, IconClockHour4, IconLock, IconServer } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { DarkHeroSection, HeroHeading } from "../../../../components/hero/dark-hero";
import { StaticPanel } from "./static-panel";

const POINTS = [
  { key: "dedicated", icon: IconServer },
  { key: "isp", icon: IconLock },
  { key: "speed", icon: IconBolt },
  { key: "uptime", icon: IconClockHour4 },
] as const;

/** The public static ISP page: a short hero with what the product is, then the panel. */
export function StaticIspPage({ regions, preselectCode }: { regions: StaticRegion[]; preselectCode: string | null }) {
  const { t } = useTranslation("staticIsp");
  return (
    <>
      <DarkHeroSection labelledBy="static-hero-title" py={{ base: 40, md: 64 }}>
        <Container size="lg">
          <HeroHeading
            id="static-hero-title"
            eyebrow={t("hero.eyebrow")}
            title={t("hero.title")}
            subtitle={t("hero.subtitle")}
            titleFz={{ base: 32, md: 44 }}
            gap="md"
            maw={760}
          />
          <Group mt="xl" gap="xl">
            {POINTS.map(({ key, icon: Icon }) => (
              <Group key={key} gap="xs" wrap="nowrap">
                <span className="icon-mark" data-variant="light">
                  <Icon size={16} aria-hidden />
                </span>
                <Text c="white" fz="sm" fw={600}>
                  {t(`hero.points.${key}`)}
                </Text>
              </Group>
            ))}
          </Group>
        </Container>
      </DarkHeroSection>
      <Box bg="gray.0" py={48}>
        <Container size="xl">
          <StaticPanel regions={regions} preselectCode={preselectCode} headingOrder={2} />
        </Container>
      </Box>
    </>
  );
}
