import { Button, Group, NativeSelect, TextInput } from "@mantine/core";
import { StaticIpStatus } from "@portico/contracts/codes";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isIpFilterValid, NO_FILTERS, type StaticIpFilters } from "../static-ip-query";

type StaticIpFiltersBarProps = {
  /** What the bar starts with: the order number a payment or an order row brought (`?orderNo=`). */
  initial: StaticIpFilters;
  /** The customer's tags (`/api/member/tags`). */
  tags: readonly string[];
  onApply: (filters: StaticIpFilters) => void;
};

const SHOWN_STATES = [StaticIpStatus.Normal, StaticIpStatus.Expired] as const;

/** Order number, IP, state and tag (spec 02 §2); applied by Search, cleared by Reset. */
export function StaticIpFiltersBar({ initial, tags, onApply }: StaticIpFiltersBarProps) {
  const { t } = useTranslation("staticIps");
  const [draft, setDraft] = useState<StaticIpFilters>(initial);
  const [ipInvalid, setIpInvalid] = useState(false);
  const set = (field: keyof StaticIpFilters) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setDraft((previous) => ({ ...previous, [field]: value }));
    if (field === "ip") setIpInvalid(false);
  };

  return (
    <form
      aria-label={t("filters.label")}
      onSubmit={(event) => {
        event.preventDefault();
        if (!isIpFilterValid(draft.ip)) {
          setIpInvalid(true);
          return;
        }
        onApply(draft);
      }}
      data-testid="ip-filters"
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t("filters.orderNo")}
          placeholder={t("filters.orderNoPlaceholder")}
          value={draft.orderNo}
          onChange={set("orderNo")}
          maxLength={40}
          w={{ base: "100%", xs: 200 }}
          data-testid="filter-order-no"
        />
        <TextInput
          label={t("filters.ip")}
          placeholder={t("filters.ipPlaceholder")}
          value={draft.ip}
          onChange={set("ip")}
          maxLength={16}
          error={ipInvalid ? t("filters.ipInvalid") : undefined}
          w={{ base: "100%", xs: 180 }}
          data-testid="filter-ip"
        />
        <NativeSelect
          label={t("filters.state")}
          value={draft.state}
          onChange={set("state")}
          data={[
            { value: "", label: t("filters.allStates") },
            ...SHOWN_STATES.map((state) => ({ value: String(state), label: t(`state.${state}`) })),
          ]}
          w={{ base: "calc(50% - 6px)", xs: 140 }}
          data-testid="filter-state"
        />
        <NativeSelect
          label={t("filters.tag")}
          value={draft.tag}
          onChange={set("tag")}
          data={[{ value: "", label: t("filters.allTags") }, ...tags.map((tag) => ({ value: tag, label: tag }))]}
          w={{ base: "calc(50% - 6px)", xs: 150 }}
          data-testid="filter-tag"
        />
        <Group gap="sm">
          <Button type="submit" data-testid="filter-search">
            {t("filters.search")}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              setDraft(NO_FILTERS);
              setIpInvalid(false);
              onApply(NO_FILTERS);
            }}
            data-testid="filter-reset"
          >
            {t("filters.reset")}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
