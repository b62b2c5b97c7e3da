import {
  Badge,
  Box,
  Button,
  Center,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ApiKey } from "@portico/contracts";
import { IconApi } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../../lib/format-date-time";

type ApiKeyListProps = {
  keys: ApiKey[];
  onRevoke: (key: ApiKey) => void;
};

/** The table needs the width the sidebar leaves on a wide screen; narrower ones get one card per key. */
const TABLE_FROM = "(min-width: 75em)";

/**
 * The live keys: a table on wide screens, stacked cards on narrow ones (one or the other is
 * rendered, never both, so each key's controls exist once). The user centre renders in the
 * browser only, so the width is known on the first render.
 */
export function ApiKeyList({ keys, onRevoke }: ApiKeyListProps) {
  const { t } = useTranslation("apiKeys");
  const wide = useMediaQuery(TABLE_FROM, true, { getInitialValueInEffect: false });
  if (keys.length === 0) return <EmptyKeys />;
  return wide ? <KeyTable keys={keys} onRevoke={onRevoke} t={t} /> : <KeyCards keys={keys} onRevoke={onRevoke} t={t} />;
}

type Cells = { apiKey: ApiKey; t: TFunction<"apiKeys"> };

function AccessBadge({ apiKey, t }: { apiKey: ApiKey; t: TFunction<"apiKeys"> }) {
  return (
    <Badge
      variant="light"
      color={apiKey.access === "full" ? "orange" : "blue"}
      // The badge's label would shrink to an ellipsis in a tight cell or row: it keeps its width.
      miw="max-content"
      data-testid="api-key-access"
      data-access={apiKey.access}
    >
      {t(`access.${apiKey.access}`)}
    </Badge>
  );
}

function Hint({ apiKey }: { apiKey: ApiKey }) {
  return (
    <Text fz="sm" ff="monospace" c="dimmed" data-testid="api-key-hint" style={{ whiteSpace: "nowrap" }}>
      {apiKey.hint}
    </Text>
  );
}

function Sources({ apiKey, t }: Cells) {
  if (apiKey.allowed_ips.length === 0)
    return (
      <Text fz="sm" c="dimmed" data-testid="api-key-sources">
        {t("list.anyAddress")}
      </Text>
    );
  return (
    <Stack gap={0} data-testid="api-key-sources">
      {apiKey.allowed_ips.map((source) => (
        <Text key={source} fz="sm" ff="monospace" style={{ overflowWrap: "anywhere" }}>
          {source}
        </Text>
      ))}
    </Stack>
  );
}

function LastUsed({ apiKey, t }: Cells) {
  if (apiKey.last_used_at === 0)
    return (
      <Text fz="sm" c="dimmed" data-testid="api-key-last-used">
        {t("list.never")}
      </Text>
    );
  return (
    <Stack gap={0} data-testid="api-key-last-used">
      <Text fz="sm" style={{ whiteSpace: "nowrap" }}>
        {formatDateTime(apiKey.last_used_at)}
      </Text>
      {apiKey.last_used_ip && (
        <Text fz="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {t("list.fromAddress", { address: apiKey.last_used_ip })}
        </Text>
      )}
    </Stack>
  );
}

function RevokeButton({ apiKey, onRevoke, t }: Cells & { onRevoke: (key: ApiKey) => void }) {
  return (
    <Button
      variant="subtle"
      color="red"
      size="compact-sm"
      onClick={() => onRevoke(apiKey)}
      aria-label={t("list.revokeLabel", { name: apiKey.name })}
      data-testid="revoke-key"
    >
      {t("list.revoke")}
    </Button>
  );
}

function KeyTable({ keys, onRevoke, t }: ApiKeyListProps & { t: TFunction<"apiKeys"> }) {
  const nowrap = { whiteSpace: "nowrap" } as const;
  return (
    <Table.ScrollContainer minWidth={820} type="native">
      <Table verticalSpacing="sm" horizontalSpacing="md" data-testid="api-key-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("columns.name")}</Table.Th>
            <Table.Th style={nowrap}>{t("columns.access")}</Table.Th>
            <Table.Th style={nowrap}>{t("columns.sources")}</Table.Th>
            <Table.Th style={nowrap}>{t("columns.created")}</Table.Th>
            <Table.Th style={nowrap}>{t("columns.lastUsed")}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t("columns.actions")}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((key) => (
            <Table.Tr key={key.id} data-testid="api-key-row" data-key-id={key.id}>
              <Table.Td>
                <Text fz="sm" fw={600} miw={140} data-testid="api-key-name" style={{ overflowWrap: "break-word" }}>
                  {key.name}
                </Text>
                <Hint apiKey={key} />
              </Table.Td>
              <Table.Td>
                <AccessBadge apiKey={key} t={t} />
              </Table.Td>
              <Table.Td>
                <Sources apiKey={key} t={t} />
              </Table.Td>
              <Table.Td style={nowrap}>
                <Text fz="sm">{formatDateTime(key.created_at)}</Text>
              </Table.Td>
              <Table.Td>
                <LastUsed apiKey={key} t={t} />
              </Table.Td>
              <Table.Td ta="end">
                <RevokeButton apiKey={key} onRevoke={onRevoke} t={t} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One key's label and value in a card: the table's header, beside its cell. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function KeyCards({ keys, onRevoke, t }: ApiKeyListProps & { t: TFunction<"apiKeys"> }) {
  return (
    <Stack gap={0} data-testid="api-key-cards">
      {keys.map((key, index) => (
        <Box
          key={key.id}
          p="md"
          data-testid="api-key-row"
          data-key-id={key.id}
          style={index > 0 ? { borderTop: "1px solid var(--mantine-color-default-border)" } : undefined}
        >
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={2} miw={0}>
                <Text fw={600} data-testid="api-key-name" style={{ overflowWrap: "anywhere" }}>
                  {key.name}
                </Text>
                <Hint apiKey={key} />
              </Stack>
              <AccessBadge apiKey={key} t={t} />
            </Group>
            <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm" verticalSpacing="sm">
              <Field label={t("columns.created")}>
                <Text fz="sm">{formatDateTime(key.created_at)}</Text>
              </Field>
              <Field label={t("columns.lastUsed")}>
                <LastUsed apiKey={key} t={t} />
              </Field>
              <Field label={t("columns.sources")}>
                <Sources apiKey={key} t={t} />
              </Field>
            </SimpleGrid>
            <Group justify="flex-end">
              <RevokeButton apiKey={key} onRevoke={onRevoke} t={t} />
            </Group>
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

/** What keys are for and how to make one, before there is any. */
function EmptyKeys() {
  const { t } = useTranslation("apiKeys");
  return (
    <Center data-testid="api-keys-empty">
      <Stack align="center" gap="xs" maw={560} ta="center">
        <ThemeIcon variant="light" size={44} radius="xl" aria-hidden>
          <IconApi size={24} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {t("empty.title")}
        </Title>
        <Text c="dimmed" fz="sm">
          {t("empty.body")}
        </Text>
      </Stack>
    </Center>
  );
}
