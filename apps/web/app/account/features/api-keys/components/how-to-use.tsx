import { Anchor, Card, Code, Stack, Text, Title } from "@mantine/core";
import { memberWallet } from "@portico/contracts";
import { IconExternalLink } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** The API reference the server serves (apps/server/src/plugins/api-docs.ts). */
const API_DOCS = "/api/docs/";

/** How a script sends a key, with a call every key may make: the wallet's figures. */
export function HowToUse() {
  const { t } = useTranslation("apiKeys");
  // The user centre renders in the browser only: the address is this site's own.
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  const example = [
    `curl ${origin}${memberWallet.path} \\`,
    `  -H "Authorization: Bearer ${t("howTo.placeholder")}"`,
  ].join("\n");
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="api-keys-how-to">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="api-keys-how-to">
          {t("howTo.title")}
        </Title>
        <Text fz="sm">{t("howTo.body")}</Text>
        <Code block data-testid="api-keys-curl" style={{ whiteSpace: "pre", overflowX: "auto" }}>
          {example}
        </Code>
        <Text fz="sm" c="dimmed">
          {t("howTo.docs")}{" "}
          <Anchor
            href={API_DOCS}
            target="_blank"
            rel="noopener"
            fz="sm"
            style={{ whiteSpace: "nowrap" }}
            data-testid="api-keys-docs"
          >
            {t("howTo.docsLink")}
            <IconExternalLink size={14} aria-hidden style={{ marginInlineStart: 4, verticalAlign: "-2px" }} />
          </Anchor>
        </Text>
      </Stack>
    </Card>
  );
}
