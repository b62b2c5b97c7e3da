import { Button, Stack, Text, Title } from "@mantine/core";
import { IconBuildingBroadcastTower, IconHeadset, IconHomeSignal } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PlainGrid } from "../../../../components/plain-grid/plain-grid";
import { openChat } from "../../../../lib/chat/chat-bus";

/** The three plans of spec 01 §2: residential, static ISP, and custom service through the chat. */
export function SolutionPlans() {
  const { t } = useTranslation("cases");
  const plans = [
    { key: "residential", icon: IconHomeSignal, to: "/residential/" },
    { key: "static", icon: IconBuildingBroadcastTower, to: "/staticisp/" },
    { key: "custom", icon: IconHeadset, to: null },
  ] as const;

  return (
    <section aria-labelledby="solutions-heading">
      <Title order={2} id="solutions-heading" fz="h3" mb="md">
        {t("solutions.heading")}
      </Title>
      {/* Plain stand-ins for SimpleGrid, Card and ThemeIcon (ADR 305). */}
      <PlainGrid cols={{ base: 1, sm: 3 }}>
        {plans.map(({ key, icon: Icon, to }) => (
          <div key={key} className="plain-card" data-padding="lg" data-testid={`solution-${key}`}>
            <Stack gap="sm" h="100%">
              <span className="icon-mark" data-size="40" aria-hidden>
                <Icon size={22} />
              </span>
              <Title order={3} fz="lg">
                {t(`solutions.${key}.title`)}
              </Title>
              <Text fz="sm" c="gray.7" style={{ flex: 1 }}>
                {t(`solutions.${key}.body`)}
              </Text>
              {to ? (
                <Button component={Link} to={to} variant={key === "residential" ? "filled" : "light"}>
                  {t(`solutions.${key}.cta`)}
                </Button>
              ) : (
                <Button variant="default" onClick={openChat} data-testid="contact-custom">
                  {t(`solutions.${key}.cta`)}
                </Button>
              )}
            </Stack>
          </div>
        ))}
      </PlainGrid>
    </section>
  );
}
