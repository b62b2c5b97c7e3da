import { Alert, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from "@mantine/core";
import { type ConsoleCoupon, consoleCouponProducts, consoleCoupons } from "@portico/contracts";
import { IconPlus, IconSearch, IconStack2 } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointQuery } from "../../../../lib/query/endpoint-query";
import { useHasPermission } from "../../../components/use-staff-me";
import { CouponFormModal } from "./coupon-form-modal";
import { CouponsTable } from "./coupons-table";
import { GenerateModal } from "./generate-modal";

/** `/console/coupons`: every coupon; create, edit and batch generation for `coupons:write`. */
export function CouponsPage() {
  const { t } = useTranslation("console");
  if (!useHasPermission("coupons:read"))
    return (
      <Alert color="gray" data-testid="coupons-no-access">
        {t("coupons.noAccess")}
      </Alert>
    );
  return <CouponsScreen />;
}

function CouponsScreen() {
  const { t } = useTranslation("console");
  const canWrite = useHasPermission("coupons:write");
  const list = useEndpointQuery(consoleCoupons);
  const products = useEndpointQuery(consoleCouponProducts);
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<ConsoleCoupon | "new" | null>(null);
  const [generating, setGenerating] = useState(false);
  const wanted = search.trim().toUpperCase();
  const shown = list.data?.list.filter((coupon) => coupon.code.includes(wanted));

  return (
    <Stack gap="lg" maw={1400}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t("coupons.title")}</Title>
          <Text c="dimmed">{t("coupons.subtitle")}</Text>
        </div>
        {canWrite ? (
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconStack2 size={16} />}
              onClick={() => setGenerating(true)}
              data-testid="coupon-generate"
            >
              {t("coupons.generate.open")}
            </Button>
            <Button
              color="dark"
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing("new")}
              data-testid="coupon-new"
            >
              {t("coupons.new")}
            </Button>
          </Group>
        ) : null}
      </Group>
      <TextInput
        maw={320}
        leftSection={<IconSearch size={16} />}
        placeholder={t("coupons.search")}
        aria-label={t("coupons.search")}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-testid="coupon-search"
      />
      <Card withBorder radius="md" padding={0}>
        {list.isPending ? <Loader m="lg" /> : null}
        {list.isError ? (
          <Alert color="red" m="md">
            {t("common.loadFailed")}
          </Alert>
        ) : null}
        {shown ? (
          <CouponsTable
            key={wanted}
            coupons={shown}
            canWrite={canWrite}
            onEdit={setEditing}
            catalogue={products.data}
          />
        ) : null}
      </Card>
      {editing ? (
        <CouponFormModal coupon={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {generating ? <GenerateModal onClose={() => setGenerating(false)} /> : null}
    </Stack>
  );
}
