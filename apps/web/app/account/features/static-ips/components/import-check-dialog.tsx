import { Badge, Button, Group, Modal, ScrollArea, Stack, Table, Text, Textarea } from "@mantine/core";
import { type StaticIpRow, staticIpList } from "@portico/contracts";
import { StaticIpStatus } from "@portico/contracts/codes";
import { IP_IMPORT_MAX_CHARS } from "@portico/domain";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Notice } from "../../../../components/notice/notice";
import { browserCall } from "../../../../lib/api/browser-call";
import { formatCount } from "../../../../lib/format-count";
import { checkIpImport, type ImportCheckResult } from "../ip-import-check";

type ImportCheckDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** Selects the customer's IPs the check found, for renewing, tagging, copying or exporting them. */
  onSelect: (rows: StaticIpRow[]) => void;
};

const MESSAGE_KEYS = {
  empty: "importDialog.empty",
  no_valid_ip: "importDialog.noValid",
  too_long: "importDialog.tooLong",
} as const;

/**
 * The import check (spec 02 §2, §5): IPs pasted one a line (IP or IP:PORT:USER:PASS, at most
 * 100,000 characters), matched against the customer's own IPs; the ones found and the ones not.
 */
export function ImportCheckDialog({ opened, onClose, onSelect }: ImportCheckDialogProps) {
  const { t } = useTranslation("staticIps");
  const [text, setText] = useState("");
  const check = useMutation<ImportCheckResult, Error, string>({
    mutationFn: (content) => checkIpImport(content, (query) => browserCall(staticIpList, query)),
  });
  const result = check.data;
  const message = check.isError
    ? t("importDialog.failed")
    : result && result.kind !== "checked"
      ? t(MESSAGE_KEYS[result.kind])
      : result?.kind === "checked" && result.found.length === 0
        ? t("importDialog.noMatch")
        : null;

  return (
    <Modal opened={opened} onClose={onClose} title={t("importDialog.title")} size="lg" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          check.mutate(text);
        }}
        data-testid="import-dialog"
      >
        <Stack gap="md">
          <Text fz="sm">{t("importDialog.intro")}</Text>
          <Textarea
            label={t("importDialog.label")}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={IP_IMPORT_MAX_CHARS}
            autosize
            minRows={5}
            maxRows={10}
            styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
            description={t("importDialog.counter", {
              used: formatCount(text.length),
              max: formatCount(IP_IMPORT_MAX_CHARS),
            })}
            data-testid="import-text"
          />
          {message && (
            <Notice color="orange" data-testid="import-message">
              {message}
            </Notice>
          )}
          {result?.kind === "checked" && <ImportResult result={result} onSelect={onSelect} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t("importDialog.close")}
            </Button>
            <Button type="submit" loading={check.isPending} data-testid="import-check">
              {t("importDialog.check")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function ImportResult({
  result,
  onSelect,
}: {
  result: Extract<ImportCheckResult, { kind: "checked" }>;
  onSelect: (rows: StaticIpRow[]) => void;
}) {
  const { t } = useTranslation("staticIps");
  const { found, notFound, checked } = result;
  const foundAddresses = new Set(found.map((row) => row.ip)).size;
  return (
    <Stack gap="sm" data-testid="import-result" data-found={foundAddresses} data-not-found={notFound.length}>
      <Text fz="sm" fw={600} data-testid="import-summary">
        {t("importDialog.summary", { found: foundAddresses, checked })}
      </Text>
      {found.length > 0 && (
        <>
          <Text fz="sm" c="dimmed">
            {t("importDialog.found")}
          </Text>
          <ScrollArea.Autosize mah={220} type="auto">
            <Table fz="sm" verticalSpacing={4} data-testid="import-found">
              <Table.Tbody>
                {found.map((row) => (
                  <Table.Tr key={row.id} data-testid="import-found-row" data-ip={row.ip}>
                    <Table.Td ff="monospace">
                      {row.ip}:{row.port}
                    </Table.Td>
                    <Table.Td>{row.country}</Table.Td>
                    <Table.Td ff="monospace">{row.order_no || "--"}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={row.status === StaticIpStatus.Normal ? "green" : "gray"}>
                        {t(`state.${row.status}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
          <Group>
            <Button variant="light" size="xs" onClick={() => onSelect(found)} data-testid="import-select">
              {t("importDialog.select")}
            </Button>
          </Group>
        </>
      )}
      {notFound.length > 0 && (
        <>
          <Text fz="sm" c="dimmed">
            {t("importDialog.notFound", { count: notFound.length })}
          </Text>
          <ScrollArea.Autosize mah={140} type="auto">
            <Text fz="sm" ff="monospace" style={{ whiteSpace: "pre-line" }} data-testid="import-not-found">
              {notFound.join("\n")}
            </Text>
          </ScrollArea.Autosize>
        </>
      )}
    </Stack>
  );
}
