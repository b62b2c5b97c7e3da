import { Badge, Switch } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * On sale or off: a switch for `catalogue:write` (flipping it is the change), a badge otherwise.
 * One column for both keeps the wide tables within a 1440 px screen.
 */
export function SaleState({
  active,
  canWrite,
  name,
  onToggle,
}: {
  active: boolean;
  canWrite: boolean;
  name: string;
  onToggle: () => void;
}) {
  const { t } = useTranslation("console");
  const label = active ? t("catalogue.onSale") : t("catalogue.offSale");
  return (
    <div data-column="state">
      {canWrite ? (
        <Switch
          checked={active}
          onChange={onToggle}
          label={label}
          color="green"
          size="sm"
          styles={{ label: { whiteSpace: "nowrap" } }}
          aria-label={active ? t("catalogue.takeOffNamed", { name }) : t("catalogue.putOnNamed", { name })}
        />
      ) : (
        <Badge color={active ? "green" : "gray"} variant="dot" tt="none" style={{ flexShrink: 0 }}>
          {label}
        </Badge>
      )}
    </div>
  );
}
