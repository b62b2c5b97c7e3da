import { Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconLock, IconMapPin, IconRefresh, IconUsersGroup } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

const FEATURES = [
  { key: "targeting", icon: IconMapPin },
  { key: "sessions", icon: IconRefresh },
  { key: "subAccounts", icon: IconUsersGroup },
  { key: "servers", icon: IconLock },
] as const;

export function FeatureStrip() {
  const { t } = useTranslation("residential");
  return (
    <Container size="lg" component="section" aria-labelledby="residential-features-heading" py={64}>
      <Title order={2} id="residential-features-heading" mb="xl">
        {t("features.heading")}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
        {FEATURES.map(({ key, icon: Icon }) => (
          <Stack key={key} gap="xs">
            <ThemeIcon size={44} radius="md" variant="light">
              <Icon size={24} aria-hidden />
            </ThemeIcon>
            <Title order={3} fz="h5">
              {t(`features.${key}.title`)}
            </Title>
            <Text c="dimmed" fz="sm">
              {t(`features.${key}.body`)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  );
}
