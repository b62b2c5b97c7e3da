import { Alert, Button, Card, Group, Loader, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { consoleInventoryStock } from "@portico/contracts";
import { IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useEndpointQuery } from "../../../../lib/query/endpoint-query";
import { useHasPermission } from "../../../components/use-staff-me";
import { StockTable } from "./stock-table";

/** `/console/inventory`: static IPs per region — free, reserved, sold, test, disabled — low stock flagged. */
export function StockPage() {
  const { t } = useTranslation("console");
  if (!useHasPermission("inventory:read"))
    return (
      <Alert color="gray" data-testid="inventory-no-access">
        {t("inventory.noAccess")}
      </Alert>
    );
  return <StockScreen />;
}

function StockScreen() {
  const { t } = useTranslation("console");
  const canImport = useHasPermission("inventory:import");
  const stock = useEndpointQuery(consoleInventoryStock);
  const [show, setShow] = useState<"all" | "low">("all");
  const rows = stock.data?.list.filter((row) => show === "all" || row.low) ?? [];
  const lowCount = stock.data?.list.filter((row) => row.low).length ?? 0;

  return (
    <Stack gap="lg" maw={1400}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t("inventory.stock.title")}</Title>
          <Text c="dimmed">{t("inventory.stock.subtitle", { below: stock.data?.low_stock_below ?? 0 })}</Text>
        </div>
        {canImport ? (
          <Button component={Link} to="/console/inventory/import" color="dark" leftSection={<IconUpload size={16} />}>
            {t("inventory.stock.import")}
          </Button>
        ) : null}
      </Group>
      <SegmentedControl
        value={show}
        onChange={(value) => setShow(value === "low" ? "low" : "all")}
        data={[
          { value: "all", label: t("inventory.stock.showAll") },
          { value: "low", label: t("inventory.stock.showLow", { count: lowCount }) },
        ]}
        w="fit-content"
        data-testid="stock-filter"
      />
      <Card withBorder radius="md" padding={0}>
        {stock.isPending ? <Loader m="lg" /> : null}
        {stock.isError ? (
          <Alert color="red" m="md">
            {t("common.loadFailed")}
          </Alert>
        ) : null}
        {stock.data ? <StockTable rows={rows} /> : null}
      </Card>
    </Stack>
  );
}
