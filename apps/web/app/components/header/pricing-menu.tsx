import { Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconHomeSignal, IconServer } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatUsd } from "../../lib/format-usd";
import { HeaderDropdown } from "./header-dropdown";
import { usePriceOverview } from "./use-price-overview";

type PlanEntry = { to: string; icon: ReactNode; title: string; hint: string; badge: string | null; testId: string };

/** Pricing mega menu: both product lines, each with its lowest price computed from the catalogue. */
export function PricingMenu() {
  const { t } = useTranslation();
  const overview = usePriceOverview();
  const perGb = overview?.residential_lowest_per_gb ?? null;
  const perIp = overview?.static_lowest_monthly ?? null;
  const entries: PlanEntry[] = [
    {
      to: "/residential/",
      icon: <IconHomeSignal size={22} color="var(--mantine-color-portico-7)" aria-hidden />,
      title: t("nav.residentialProxies"),
      hint: t("nav.residentialProxiesHint"),
      badge: perGb === null ? null : t("nav.fromPerGb", { price: formatUsd(perGb) }),
      testId: "pricing-residential",
    },
    {
      to: "/staticisp/",
      icon: <IconServer size={22} color="var(--mantine-color-portico-7)" aria-hidden />,
      title: t("nav.staticIsp"),
      hint: t("nav.staticIspHint"),
      badge: perIp === null ? null : t("nav.fromPerIpMonth", { price: formatUsd(perIp) }),
      testId: "pricing-static",
    },
  ];

  return (
    <HeaderDropdown label={t("nav.pricing")} width={340} buttonProps={{ "data-testid": "pricing-menu" }}>
      {(close) =>
        entries.map((entry) => (
          <UnstyledButton
            key={entry.to}
            component={Link}
            to={entry.to}
            onClick={close}
            p="sm"
            display="block"
            className="header-dropdown-item"
            data-testid={entry.testId}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              {entry.icon}
              <Stack gap={2}>
                <Text fw={600} fz="sm">
                  {entry.title}
                </Text>
                <Text fz="xs" c="dimmed">
                  {entry.hint}
                </Text>
                {entry.badge ? (
                  <span className="plain-badge" data-variant="light-green" data-testid="lowest-price">
                    {entry.badge}
                  </span>
                ) : null}
              </Stack>
            </Group>
          </UnstyledButton>
        ))
      }
    </HeaderDropdown>
  );
}
