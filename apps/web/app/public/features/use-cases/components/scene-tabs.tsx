import { Tabs, Text, Title } from "@mantine/core";
import type { UseCaseName } from "@portico/contracts";
import { useTranslation } from "react-i18next";

const SCENES = ["one", "two", "three"] as const;

export function SceneTabs({ name }: { name: UseCaseName }) {
  const { t } = useTranslation("cases");
  return (
    <section aria-labelledby="scenes-heading">
      <Title order={2} id="scenes-heading" fz="h3" mb="md">
        {t("scenesHeading")}
      </Title>
      <Tabs defaultValue="one" variant="pills" radius="md">
        <Tabs.List aria-label={t("scenesLabel")}>
          {SCENES.map((scene) => (
            <Tabs.Tab key={scene} value={scene} data-testid={`scene-tab-${scene}`}>
              {t(`${name}.scenes.${scene}.title`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SCENES.map((scene) => (
          <Tabs.Panel key={scene} value={scene} pt="md" data-testid={`scene-panel-${scene}`}>
            <Text>{t(`${name}.scenes.${scene}.body`)}</Text>
          </Tabs.Panel>
        ))}
      </Tabs>
    </section>
  );
}
