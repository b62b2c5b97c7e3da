import { NativeSelect, TextInput } from "@mantine/core";
import { StaticIpStatus } from "@portico/contracts/codes";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FilterForm, useFilterDraft } from "../../../components/filter-form/filter-form";
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
  const { draft, setDraft, set } = useFilterDraft<StaticIpFilters>(initial);
  const [ipInvalid, setIpInvalid] = useState(false);

  return (
    <FilterForm
      label={t("filters.label")}
      testId="ip-filters"
      onSearch={() => {
        if (isIpFilterValid(draft.ip)) onApply(draft);
        else setIpInvalid(true);
      }}
      onReset={() => {
        setDraft(NO_FILTERS);
        setIpInvalid(false);
        onApply(NO_FILTERS);
      }}
    >
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
        onChange={(event) => {
          set("ip")(event);
          setIpInvalid(false);
        }}
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
    </FilterForm>
  );
}
