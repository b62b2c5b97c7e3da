import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { type ConsoleLegalDocument, consoleLegalDocuments, updateConsoleLegalDocument } from "@portico/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { useEndpointQuery } from "../../../../lib/query/endpoint-query";
import { showToast } from "../../../../lib/toast";
import { failureMessage } from "../../../components/failure-message";
import { useHasPermission } from "../../../components/use-staff-me";
import { BilingualFields, type BilingualText } from "./bilingual-fields";

/** `/console/content/legal`: the privacy policy and the terms, each edited in both languages. */
export function LegalContentPage() {
  const { t } = useTranslation("console");
  if (!useHasPermission("content:read"))
    return (
      <Alert color="gray" data-testid="content-no-access">
        {t("content.noAccess")}
      </Alert>
    );
  return <LegalScreen />;
}

function LegalScreen() {
  const { t } = useTranslation("console");
  const canWrite = useHasPermission("content:write");
  const list = useEndpointQuery(consoleLegalDocuments);

  return (
    <Stack gap="lg" maw={1400}>
      <div>
        <Title order={1}>{t("content.legal.title")}</Title>
        <Text c="dimmed">{t("content.legal.subtitle")}</Text>
      </div>
      {list.isPending ? <Loader /> : null}
      {list.isError ? <Alert color="red">{t("common.loadFailed")}</Alert> : null}
      {list.data?.list.length === 0 ? <Alert color="gray">{t("content.legal.empty")}</Alert> : null}
      {list.data?.list.map((document) => (
        <LegalDocumentCard key={`${document.kind}-${document.updated_at}`} document={document} canWrite={canWrite} />
      ))}
    </Stack>
  );
}

function LegalDocumentCard({ document, canWrite }: { document: ConsoleLegalDocument; canWrite: boolean }) {
  const { t, i18n } = useTranslation("console");
  const [text, setText] = useState<BilingualText>({
    title_en: document.title_en,
    title_zh: document.title_zh,
    content_en: document.content_en,
    content_zh: document.content_zh,
  });
  const [error, setError] = useState<string | null>(null);
  const update = useEndpointMutation(updateConsoleLegalDocument, { invalidates: [consoleLegalDocuments] });
  const updated = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(document.updated_at),
  );

  const save = async () => {
    setError(null);
    try {
      await update.mutateAsync({ kind: document.kind, ...text });
      showToast({
        color: "green",
        message: t("content.legal.saved", { page: t(`content.legal.kind.${document.kind}`) }),
      });
    } catch (failure) {
      setError(failureMessage(failure, t));
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid={`legal-${document.kind}`}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          <Group justify="space-between">
            <Group gap="sm">
              <Title order={2} fz="h3">
                {t(`content.legal.kind.${document.kind}`)}
              </Title>
              <Badge variant="light" color="gray" tt="none">
                /{document.kind}
              </Badge>
            </Group>
            <Text fz="sm" c="dimmed">
              {t("content.legal.updated", { date: updated })}
            </Text>
          </Group>
          <Text fz="sm" c="dimmed">
            {t("content.legal.agreementNote")}
          </Text>
          <BilingualFields value={text} onChange={setText} readOnly={!canWrite} />
          {error ? (
            <Text c="red" fz="sm" role="alert" data-testid={`legal-${document.kind}-error`}>
              {error}
            </Text>
          ) : null}
          {canWrite ? (
            <Group justify="flex-end">
              <Button type="submit" color="dark" loading={update.isPending} data-testid={`legal-${document.kind}-save`}>
                {t("content.save")}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}
