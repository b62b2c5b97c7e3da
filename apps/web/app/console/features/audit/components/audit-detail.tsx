import { Code, Grid, Stack, Text } from "@mantine/core";
import type { AuditEventView } from "@portico/contracts";
import { useTranslation } from "react-i18next";

const json = (value: unknown) => (value === null || value === undefined ? "—" : JSON.stringify(value, null, 2));

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" ff="monospace" style={{ wordBreak: "break-all" }}>
        {value ?? "—"}
      </Text>
    </div>
  );
}

/** One row opened: before and after side by side (secrets were masked when it was written), and where it came from. */
export function AuditDetail({ event }: { event: AuditEventView }) {
  const { t } = useTranslation("console");
  return (
    <Stack gap="sm" p="md" data-testid="audit-detail">
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Text fz="xs" c="dimmed">
            {t("audit.detail.before")}
          </Text>
          <Code block mah={280} style={{ overflow: "auto" }}>
            {json(event.before)}
          </Code>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Text fz="xs" c="dimmed">
            {t("audit.detail.after")}
          </Text>
          <Code block mah={280} style={{ overflow: "auto" }} data-testid="audit-after">
            {json(event.after)}
          </Code>
        </Grid.Col>
      </Grid>
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Field label={t("audit.detail.note")} value={event.note} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Field label={t("audit.detail.requestId")} value={event.request_id} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 2 }}>
          <Field label={t("audit.detail.ip")} value={event.ip} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Field label={t("audit.detail.userAgent")} value={event.user_agent} />
        </Grid.Col>
        {event.impersonating ? (
          <Grid.Col span={12}>
            <Field label={t("audit.detail.impersonating")} value={event.impersonating} />
          </Grid.Col>
        ) : null}
        <Grid.Col span={12}>
          <Field label={t("audit.detail.hash")} value={event.hash} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
