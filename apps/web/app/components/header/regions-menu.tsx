import { Group, Text, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PlainGrid } from "../plain-grid/plain-grid";
import { HeaderDropdown } from "./header-dropdown";
import { usePriceOverview } from "./use-price-overview";

/** Top static regions, each linking to its region page, plus the full list. */
export function RegionsMenu() {
  const { t } = useTranslation();
  const regions = usePriceOverview()?.top_regions ?? [];

  return (
    <HeaderDropdown label={t("nav.regions")} width={380} buttonProps={{ "data-testid": "regions-menu" }}>
      {(close) => (
        <>
          <PlainGrid cols={{ base: 2 }} gap={2}>
            {regions.map((region) => (
              <UnstyledButton
                key={region.country_code}
                component={Link}
                to={`/staticisp/${region.country_code.toLowerCase()}.html`}
                onClick={close}
                p="xs"
                className="header-dropdown-item"
                data-testid="regions-menu-item"
              >
                <Group justify="space-between" wrap="nowrap" gap={6}>
                  <Text fz="sm" fw={600} truncate>
                    {region.country_name}
                  </Text>
                  <Text fz="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                    {t("nav.regionStock", { count: region.stock })}
                  </Text>
                </Group>
              </UnstyledButton>
            ))}
          </PlainGrid>
          <UnstyledButton
            component={Link}
            to="/staticisp/"
            onClick={close}
            p="xs"
            mt={4}
            display="block"
            className="header-dropdown-item"
          >
            <Text fz="sm" c="portico.7" fw={600}>
              {t("nav.regionsAll")}
            </Text>
          </UnstyledButton>
        </>
      )}
    </HeaderDropdown>
  );
}
