import { Accordion, Badge, Group, SimpleGrid, Text } from "@mantine/core";
import type { StaticRegion } from "@portico/contracts";
import type { StaticPeriod } from "@portico/domain";
import { useTranslation } from "react-i18next";
import { CONTINENT_ORDER } from "../continents";
import { RegionCard } from "./region-card";

/** Regions grouped by continent, every panel open by default (spec 01 §2). */
export function ContinentPanels({ regions, period }: { regions: StaticRegion[]; period: StaticPeriod }) {
  const { t } = useTranslation("staticIsp");
  const groups = CONTINENT_ORDER.map((continent) => ({
    continent,
    regions: regions.filter((region) => region.continent === continent),
  })).filter((group) => group.regions.length > 0);

  return (
    <Accordion
      multiple
      defaultValue={CONTINENT_ORDER as unknown as string[]}
      variant="separated"
      radius="md"
      chevronPosition="right"
    >
      {groups.map((group) => (
        <Accordion.Item key={group.continent} value={group.continent} data-testid={`continent-${group.continent}`}>
          <Accordion.Control>
            <Group gap="sm">
              <Text fw={700}>{t(`continent.${group.continent}`)}</Text>
              <Badge variant="light" color="gray">
                {t("continent.regions", { count: group.regions.length })}
              </Badge>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <SimpleGrid type="container" cols={{ base: 1, "460px": 2, "720px": 3 }} spacing="sm">
              {group.regions.map((region) => (
                <RegionCard key={region.id} region={region} period={period} />
              ))}
            </SimpleGrid>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
