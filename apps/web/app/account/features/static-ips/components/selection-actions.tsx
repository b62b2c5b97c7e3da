import { Button, Group, Text } from "@mantine/core";
import { IconClipboardCopy, IconFileSpreadsheet, IconRefresh, IconTag } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

type SelectionActionsProps = {
  selectedCount: number;
  /** The order the list is filtered to: copy and export take its IPs when nothing is selected. */
  orderNo: string | null;
  copying: boolean;
  exporting: boolean;
  onRenew: () => void;
  onTag: () => void;
  onCopy: () => void;
  onExport: () => void;
  onClear: () => void;
};

/** Renew, tag, copy and export act on the selection (spec 02 §5); copy and export also on a filtered order. */
export function SelectionActions(props: SelectionActionsProps) {
  const { t } = useTranslation("staticIps");
  const { selectedCount, orderNo, copying, exporting } = props;
  const none = selectedCount === 0;
  const orderOnly = none && orderNo !== null;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" data-testid="ip-actions">
      <Group gap="xs">
        <Text fz="sm" c={none ? "dimmed" : undefined} fw={none ? undefined : 600} data-testid="selection-count">
          {none
            ? orderOnly
              ? t("selection.orderHint", { orderNo })
              : t("selection.none")
            : t("selection.count", { count: selectedCount })}
        </Text>
        {!none && (
          <Button variant="subtle" size="compact-sm" onClick={props.onClear} data-testid="selection-clear">
            {t("selection.clear")}
          </Button>
        )}
      </Group>
      <Group gap="xs" role="group" aria-label={t("actions.label")}>
        <Button
          size="sm"
          leftSection={<IconRefresh size={16} aria-hidden />}
          disabled={none}
          onClick={props.onRenew}
          data-testid="action-renew"
        >
          {t("actions.renew")}
        </Button>
        <Button
          size="sm"
          variant="light"
          leftSection={<IconTag size={16} aria-hidden />}
          disabled={none}
          onClick={props.onTag}
          data-testid="action-tag"
        >
          {t("actions.tag")}
        </Button>
        <Button
          size="sm"
          variant="light"
          leftSection={<IconClipboardCopy size={16} aria-hidden />}
          disabled={none && !orderOnly}
          loading={copying}
          onClick={props.onCopy}
          data-testid="action-copy"
        >
          {t("actions.copy")}
        </Button>
        <Button
          size="sm"
          variant="light"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          disabled={none && !orderOnly}
          loading={exporting}
          onClick={props.onExport}
          data-testid="action-export"
        >
          {t("actions.export")}
        </Button>
      </Group>
    </Group>
  );
}
