import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { type ApiKey, apiKeys, revokeApiKey } from "@portico/contracts";
import { MAX_API_KEYS } from "@portico/contracts/codes";
import { IconCirclePlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyApiError } from "../../../../lib/api/notify-api-error";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { useEndpointQuery } from "../../../../lib/query/endpoint-query";
import { showToast } from "../../../../lib/toast";
import { QueryState } from "../../../components/query-state/query-state";
import { ApiKeyList } from "./api-key-list";
import { type CreatedKey, CreateKeyDialog } from "./create-key-dialog";
import { HowToUse } from "./how-to-use";
import { NewKeyDialog } from "./new-key-dialog";
import { RevokeKeyDialog } from "./revoke-key-dialog";

/**
 * `/ucenter/api-keys/` (ADR 409): the account's live keys, a form that makes one — whose secret is
 * shown once, in its own dialog — and a revoke that asks first. Both changes invalidate the list,
 * so it is read again before their dialogs close.
 */
export function ApiKeysPage() {
  const { t } = useTranslation("apiKeys");
  const { t: tc } = useTranslation();
  const keys = useEndpointQuery(apiKeys);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const revoke = useEndpointMutation(revokeApiKey, { invalidates: [apiKeys] });
  const confirmRevoke = () => {
    if (!revoking) return;
    const { id, name } = revoking;
    revoke.mutate(
      { id },
      {
        onSuccess: () => showToast({ color: "green", message: t("revoke.done", { name }) }),
        onError: (error) => notifyApiError(error, tc),
        onSettled: () => setRevoking(null),
      },
    );
  };

  const held = keys.data?.list.length ?? 0;
  const full = held >= MAX_API_KEYS;
  return (
    <Stack gap="xl" maw={1120} data-testid="api-keys-page">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={26}>
            {t("heading")}
          </Title>
          <Text c="dimmed">{t("subheading")}</Text>
        </Stack>
        <Button
          leftSection={<IconCirclePlus size={16} aria-hidden />}
          onClick={() => setCreating(true)}
          disabled={!keys.data || full}
          data-testid="create-key-open"
        >
          {t("create.open")}
        </Button>
      </Group>
      <QueryState queries={[keys]}>
        {({ list }) => (
          <Stack gap="sm">
            {full && (
              <Text fz="sm" c="orange.8" data-testid="api-keys-full">
                {t("create.limitReached", { max: MAX_API_KEYS })}
              </Text>
            )}
            <Card withBorder radius="md" padding={list.length === 0 ? "xl" : 0}>
              <ApiKeyList keys={list} onRevoke={setRevoking} />
            </Card>
            {list.length > 0 && (
              <Text fz="xs" c="dimmed" ta="end" data-testid="api-keys-count">
                {t("count", { used: list.length, max: MAX_API_KEYS })}
              </Text>
            )}
          </Stack>
        )}
      </QueryState>
      <HowToUse />
      <CreateKeyDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          setCreated(key);
        }}
      />
      <NewKeyDialog created={created} onClose={() => setCreated(null)} />
      <RevokeKeyDialog
        apiKey={revoking}
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
      />
    </Stack>
  );
}
