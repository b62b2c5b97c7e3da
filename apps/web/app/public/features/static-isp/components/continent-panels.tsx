import type { StaticRegion } from "@portico/contracts";
import type { StaticPeriod } from "@portico/domain";
import { IconChevronDown } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { CONTINENT_ORDER } from "../continents";
import { RegionCard } from "./region-card";

/**
 * Regions grouped by continent, every panel open by default (spec 01 §2). Native
 * `<details open>` drawn like Mantine's separated Accordion (continent-panels.css): the panels open
 * and close before any script runs, and hydrating them costs nothing — Mantine's Accordion
 * re-rendered every panel synchronously after hydration to settle its ids.
 */
export function ContinentPanels({ regions, period }: { regions: StaticRegion[]; period: StaticPeriod }) {
  const { t } = useTranslation("staticIsp");
  const groups = CONTINENT_ORDER.map((continent) => ({
    continent,
    regions: regions.filter((region) => region.continent === continent),
  })).filter((group) => group.regions.length > 0);

  return (
    <div className="continent-panels">
      {groups.map((group) => (
        <details key={group.continent} open className="continent-panel" data-testid={`continent-${group.continent}`}>
          <summary className="continent-summary focus-ring">
            <span className="continent-name">{t(`continent.${group.continent}`)}</span>
            <span className="plain-badge" data-size="md" data-variant="light-gray">
              {t("continent.regions", { count: group.regions.length })}
            </span>
            <IconChevronDown className="continent-chevron" size={16} aria-hidden />
          </summary>
          <div className="continent-regions">
            {group.regions.map((region) => (
              <RegionCard key={region.id} region={region} period={period} />
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
