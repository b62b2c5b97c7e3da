import { Container, Stack, Text, Title } from "@mantine/core";
import { IconLock, IconMapPin, IconRefresh, IconUsersGroup } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { PlainGrid } from "../../../../components/plain-grid/plain-grid";

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
      <PlainGrid cols={{ base: 1, xs: 2, md: 4 }} gap="xl">
        {FEATURES.map(({ key, icon: Icon }) => (
          <Stack key={key} gap="xs">
            <span className="icon-mark" data-size="lg">
              <Icon size={24} aria-hidden />
            </span>
            <Title order={3} fz="h5">
              {t(`features.${key}.title`)}
            </Title>
            <Text c="dimmed" fz="sm">
              {t(`features.${key}.body`)}
            </Text>
          </Stack>
        ))}
      </PlainGrid>
    </Container>
  );
}
