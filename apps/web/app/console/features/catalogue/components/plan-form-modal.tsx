import {
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import {
  type ConsolePlan,
  consolePlans,
  createConsolePlan,
  type PlanInput,
  updateConsolePlan,
} from "@portico/contracts";
import { CATALOGUE_LIMITS, ResidentialPlanType } from "@portico/contracts/codes";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { showToast } from "../../../../lib/toast";
import { failureMessage } from "../../../components/failure-message";
import { gbAsMb, mbAsGb, numberOf } from "../format";

const EMPTY: PlanInput = {
  type: ResidentialPlanType.Traffic,
  title_en: "",
  title_zh: "",
  price: 0,
  sale_price: 0,
  discount_ratio: 0,
  days: 30,
  flow: 1024,
  give: 0,
  popular: false,
  weight: 0,
};

const inputOf = ({ id: _id, active: _active, ...fields }: ConsolePlan): PlanInput => fields;

/**
 * Creates a plan, or edits one: titles in both languages, type, traffic and bonus in GB (kept as
 * MB), days, list and sale price, discount badge, popular, order. The server checks every field
 * and answers a localised message, shown here; nothing changes on a refusal.
 */
export function PlanFormModal({ plan, onClose }: { plan: ConsolePlan | null; onClose: () => void }) {
  const { t, i18n } = useTranslation("console");
  const [form, setForm] = useState<PlanInput>(plan ? inputOf(plan) : EMPTY);
  const titleOf = (entry: { title_en: string; title_zh: string }) =>
    i18n.language === "zh-CN" ? entry.title_zh : entry.title_en;
  const [error, setError] = useState<string | null>(null);
  const create = useEndpointMutation(createConsolePlan, { invalidates: [consolePlans] });
  const update = useEndpointMutation(updateConsolePlan, { invalidates: [consolePlans] });
  const set = <K extends keyof PlanInput>(key: K, value: PlanInput[K]) => setForm((now) => ({ ...now, [key]: value }));

  const submit = async () => {
    setError(null);
    try {
      const saved = plan ? await update.mutateAsync({ ...form, id: plan.id }) : await create.mutateAsync(form);
      showToast({ color: "green", message: t("catalogue.plans.saved", { title: titleOf(saved) }) });
      onClose();
    } catch (failure) {
      setError(failureMessage(failure, t));
    }
  };

  const money = {
    min: 0,
    max: CATALOGUE_LIMITS.maxPriceDollars,
    decimalScale: 2,
    fixedDecimalScale: true,
    leftSection: "$",
  };
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      centered
      title={plan ? t("catalogue.plans.form.editTitle", { title: titleOf(plan) }) : t("catalogue.plans.form.newTitle")}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm" data-testid="plan-form">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t("catalogue.plans.form.titleEn")}
              value={form.title_en}
              onChange={(event) => set("title_en", event.currentTarget.value)}
              maxLength={CATALOGUE_LIMITS.titleMaxLength}
              required
            />
            <TextInput
              label={t("catalogue.plans.form.titleZh")}
              value={form.title_zh}
              onChange={(event) => set("title_zh", event.currentTarget.value)}
              maxLength={CATALOGUE_LIMITS.titleMaxLength}
              required
            />
            <NativeSelect
              label={t("catalogue.plans.columns.type")}
              data={Object.values(ResidentialPlanType).map((type) => ({
                value: String(type),
                label: t(`catalogue.plans.types.${type}`),
              }))}
              value={String(form.type)}
              onChange={(event) => set("type", Number(event.currentTarget.value) as PlanInput["type"])}
            />
            <NumberInput
              label={t("catalogue.plans.columns.days")}
              value={form.days}
              onChange={(value) => set("days", numberOf(value))}
              min={1}
              max={CATALOGUE_LIMITS.maxDays}
              allowDecimal={false}
            />
            <NumberInput
              label={t("catalogue.plans.form.trafficGb")}
              value={mbAsGb(form.flow)}
              onChange={(value) => set("flow", gbAsMb(numberOf(value)))}
              min={0}
              decimalScale={3}
            />
            <NumberInput
              label={t("catalogue.plans.form.bonusGb")}
              value={mbAsGb(form.give)}
              onChange={(value) => set("give", gbAsMb(numberOf(value)))}
              min={0}
              decimalScale={3}
            />
            <NumberInput
              label={t("catalogue.plans.columns.price")}
              value={form.price}
              onChange={(value) => set("price", numberOf(value))}
              {...money}
              data-testid="plan-price"
            />
            <NumberInput
              label={t("catalogue.plans.columns.salePrice")}
              value={form.sale_price}
              onChange={(value) => set("sale_price", numberOf(value))}
              {...money}
              data-testid="plan-sale-price"
            />
            <NumberInput
              label={t("catalogue.plans.form.discount")}
              value={form.discount_ratio}
              onChange={(value) => set("discount_ratio", numberOf(value))}
              min={0}
              max={100}
              allowDecimal={false}
              suffix="%"
            />
            <NumberInput
              label={t("catalogue.plans.form.weight")}
              description={t("catalogue.plans.form.weightHelp")}
              value={form.weight}
              onChange={(value) => set("weight", numberOf(value))}
              allowDecimal={false}
            />
          </SimpleGrid>
          <Switch
            label={t("catalogue.plans.form.popular")}
            checked={form.popular}
            onChange={(event) => set("popular", event.currentTarget.checked)}
          />
          {error ? (
            <Text c="red" fz="sm" role="alert" data-testid="plan-form-error">
              {error}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" color="dark" loading={create.isPending || update.isPending} data-testid="plan-save">
              {t("catalogue.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
