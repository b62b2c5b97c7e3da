import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

const COLORS: Record<number, string> = { 1: "yellow", 2: "green", 3: "gray", 4: "red" };

/** An order's pay_status as a coloured badge; a refunded order says so beside it. */
export function OrderStatusBadge({ status, refunded }: { status: number; refunded?: boolean }) {
  const { t } = useTranslation("console");
  return (
    <Badge
      color={COLORS[status] ?? "gray"}
      variant="light"
      tt="none"
      // Its full label is the column's least width: a narrow table scrolls rather than cutting it.
      miw="max-content"
      data-testid="order-status"
    >
      {t(`orders.status.${status}`, { defaultValue: String(status) })}
      {refunded ? ` · ${t("orders.status.refunded")}` : ""}
    </Badge>
  );
}
