import { Box, Container, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Notice } from "../../../../components/notice/notice";
import type { LegalView } from "../load-legal-document";

type LegalPageProps = { kind: "privacy" | "terms"; view: LegalView };

/** Privacy and terms (spec 01 §2): the server's HTML with its last-updated line. */
export function LegalPage({ kind, view }: LegalPageProps) {
  const { t } = useTranslation("legal");
  return (
    <Container size="md" py={56}>
      <Title order={1}>{view?.document.title ?? t(`${kind}.title`)}</Title>
      {view ? (
        <>
          <Text c="gray.7" fz="sm" mt="xs" data-testid="legal-updated">
            {t("updated", { date: view.updated })}
          </Text>
          <Box
            className="rich-content"
            mt="xl"
            data-testid="legal-content"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (content-html.service.ts).
            dangerouslySetInnerHTML={{ __html: view.document.content }}
          />
        </>
      ) : (
        <Notice color="red" style={{ marginTop: "var(--mantine-spacing-xl)" }} data-testid="legal-error">
          {t("load_fails")}
        </Notice>
      )}
    </Container>
  );
}
