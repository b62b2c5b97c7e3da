import { Paper, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { previewConsoleContent } from "@portico/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";

/**
 * The body as the public page will show it: the server's sanitiser answers it (the same one the
 * public pages go through), drawn with the public pages' `rich-content` styles.
 */
export function ContentPreview({ html, testId }: { html: string; testId: string }) {
  const { t } = useTranslation("console");
  const [debounced] = useDebouncedValue(html, 300);
  const [shown, setShown] = useState<string | null>(null);
  const preview = useEndpointMutation(previewConsoleContent);
  const { mutate } = preview;

  useEffect(() => {
    mutate({ html: debounced }, { onSuccess: (answer) => setShown(answer.html) });
  }, [debounced, mutate]);

  return (
    <Paper withBorder p="md" className="content-preview">
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600} mb="xs">
        {t("content.preview")}
      </Text>
      {preview.isError ? (
        <Text c="red" fz="sm">
          {t("common.loadFailed")}
        </Text>
      ) : (
        <div
          className="rich-content"
          data-testid={testId}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (content-html.service.ts).
          dangerouslySetInnerHTML={{ __html: shown ?? "" }}
        />
      )}
    </Paper>
  );
}
