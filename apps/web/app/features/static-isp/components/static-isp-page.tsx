import { Box, Container, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { StaticRegion } from "@portico/contracts";
import { IconBolt, IconClockHour4, IconLock, IconServer } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
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
      <Box
        component="section"
        aria-labelledby="static-hero-title"
        py={{ base: 40, md: 64 }}
        style={{
          background:
            "radial-gradient(circle at 85% 10%, rgba(107, 117, 224, 0.45), transparent 55%), linear-gradient(160deg, #0b1030 0%, #161d52 60%, #263399 100%)",
        }}
      >
        <Container size="lg">
          <Stack gap="md" maw={760}>
            <Text c="portico.2" fw={700} tt="uppercase" fz="sm" lts={1.5}>
              {t("hero.eyebrow")}
            </Text>
            <Title order={1} c="white" fz={{ base: 32, md: 44 }} lh={1.15} id="static-hero-title">
              {t("hero.title")}
            </Title>
            <Text c="gray.3" fz="lg">
              {t("hero.subtitle")}
            </Text>
          </Stack>
          <Group mt="xl" gap="xl">
            {POINTS.map(({ key, icon: Icon }) => (
              <Group key={key} gap="xs" wrap="nowrap">
                <ThemeIcon variant="light" color="portico" radius="xl">
                  <Icon size={16} aria-hidden />
                </ThemeIcon>
                <Text c="white" fz="sm" fw={600}>
                  {t(`hero.points.${key}`)}
                </Text>
              </Group>
            ))}
          </Group>
        </Container>
      </Box>
      <Box bg="gray.0" py={48}>
        <Container size="xl">
          <StaticPanel regions={regions} preselectCode={preselectCode} headingOrder={2} />
        </Container>
      </Box>
    </>
  );
}
