import { Badge, Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Edit and delete, for `catalogue:write`. */
export function RowActions({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation("console");
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="default" onClick={onEdit} data-testid="row-edit">
        {t("proxyNetwork.edit")}
      </Button>
      <Button size="xs" variant="subtle" color="red" onClick={onDelete} data-testid="row-delete">
        {t("proxyNetwork.delete.submit")}
      </Button>
    </Group>
  );
}

/** Active or off, as a dot badge. */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation("console");
  return (
    <Badge color={active ? "green" : "gray"} variant="dot" tt="none">
      {active ? t("proxyNetwork.active") : t("proxyNetwork.inactive")}
    </Badge>
  );
}
