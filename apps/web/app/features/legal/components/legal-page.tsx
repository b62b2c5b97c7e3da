import { Alert, Box, Container, Text, Title } from "@mantine/core";
import type { LegalDocument } from "@portico/contracts";
import { useTranslation } from "react-i18next";

type LegalPageProps = { kind: "privacy" | "terms"; document: LegalDocument | null };

/** Privacy and terms (spec 01 §2): the server's HTML with its last-updated line. */
export function LegalPage({ kind, document }: LegalPageProps) {
  const { t, i18n } = useTranslation("legal");
  return (
    <Container size="md" py={56}>
      <Title order={1}>{document?.title ?? t(`${kind}.title`)}</Title>
      {document ? (
        <>
          <Text c="gray.7" fz="sm" mt="xs" data-testid="legal-updated">
            {t("updated", {
              date: new Intl.DateTimeFormat(i18n.language, { dateStyle: "long", timeZone: "UTC" }).format(
                new Date(document.updated_at * 1000),
              ),
            })}
          </Text>
          <Box
            className="rich-content"
            mt="xl"
            data-testid="legal-content"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (sanitize-content-html.ts).
            dangerouslySetInnerHTML={{ __html: document.content }}
          />
        </>
      ) : (
        <Alert color="red" mt="xl" data-testid="legal-error">
          {t("load_fails")}
        </Alert>
      )}
    </Container>
  );
}
