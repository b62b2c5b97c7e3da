import { Box, Loader, Stack, Text, Title } from "@mantine/core";
import type { StaticRegion } from "@portico/contracts";
import { canUseTestPeriod, normalizeStaticPeriod } from "@portico/domain";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Notice } from "../../../../components/notice/notice";
import { SearchField } from "../../../../components/search-field/search-field";
import { useIsLoggedIn } from "../../../../lib/session/token";
import { rehydrateCart, useCartStore } from "../cart-store";
import { useRegionSearch } from "../use-region-search";
import { useTestAllowance } from "../use-test-allowance";
import { CartSummary } from "./cart-summary";
import { ContinentPanels } from "./continent-panels";
import { PeriodTabs } from "./period-tabs";

type StaticPanelProps = {
  regions: StaticRegion[];
  /** The region of a `/staticisp/{code}.html` page, added to the cart with quantity 1. */
  preselectCode?: string | null;
  headingOrder: 1 | 2;
};

/** The static ISP purchase panel (spec 01 §2), on the public pages and in the user centre. */
export function StaticPanel({ regions, preselectCode = null, headingOrder }: StaticPanelProps) {
  const { t } = useTranslation("staticIsp");
  const loggedIn = useIsLoggedIn();
  const authorities = useTestAllowance();
  const testAllowed = canUseTestPeriod(authorities, loggedIn);
  const storedPeriod = useCartStore((state) => state.period);
  const setPeriod = useCartStore((state) => state.setPeriod);
  const [keyword, setKeyword] = useState("");
  const search = useRegionSearch(regions, keyword);
  // Until the authorities say otherwise the test tab does not exist, so a stored test period
  // shows as monthly (and is saved as monthly once the answer is known to refuse it).
  const period = normalizeStaticPeriod(storedPeriod, { testAllowed });

  useEffect(() => {
    void rehydrateCart().then(() => {
      const cart = useCartStore.getState();
      cart.reconcile(regions);
      const region = preselectCode ? regions.find((item) => item.country_code === preselectCode) : undefined;
      if (region) cart.preselect(region);
    });
  }, [regions, preselectCode]);

  useEffect(() => {
    if (storedPeriod === "test" && !testAllowed && (!loggedIn || authorities !== null)) setPeriod("monthly");
  }, [storedPeriod, testAllowed, loggedIn, authorities, setPeriod]);

  return (
    <Stack gap="lg" component="section" aria-labelledby="static-panel-heading" data-testid="static-panel">
      <Stack gap={4}>
        <Title order={headingOrder} id="static-panel-heading">
          {t("panel.heading")}
        </Title>
        <Text c="dimmed">{t("panel.subheading")}</Text>
      </Stack>
      <PeriodTabs value={period} testAllowed={testAllowed} onChange={setPeriod} />
      {/* Two columns from 62em (Mantine md), drawn by components/main-aside rather than with Grid. */}
      <div className="main-aside-columns">
        <Stack gap="md">
          <SearchField
            value={keyword}
            onChange={(event) => setKeyword(event.currentTarget.value)}
            placeholder={t("search.placeholder")}
            aria-label={t("search.label")}
            rightSection={search.searching ? <Loader size={14} /> : null}
            data-testid="region-search"
          />
          {search.failed ? (
            <Notice color="red" data-testid="search-failed">
              {t("search.failed")}
            </Notice>
          ) : null}
          {search.regions.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl" data-testid="no-regions">
              {t("search.empty")}
            </Text>
          ) : (
            <ContinentPanels regions={search.regions} period={period} />
          )}
        </Stack>
        <Box pos="sticky" top={88} style={{ alignSelf: "start" }}>
          <CartSummary period={period} leftTestIps={authorities?.left_test_ips ?? 0} />
        </Box>
      </div>
    </Stack>
  );
}
