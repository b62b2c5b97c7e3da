import { Box, Button, Code, Group, Image, Stack, Text, Title } from "@mantine/core";
import { confirmStaffEnrolment, type StaffLoginAnswer } from "@portico/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { CodeInput } from "../../../components/code-input";
import { failureMessage } from "../../../components/failure-message";

type Enrolment = Extract<StaffLoginAnswer, { next: "needs_enrolment" }>;

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/**
 * The first sign-in's enrolment (ADR 420): the QR code the server drew, the same secret as text,
 * and one code to confirm the app has it. The SVG is shown as an image, never put into the page.
 */
export function EnrolStep({
  enrolment,
  onConfirmed,
}: {
  enrolment: Enrolment;
  onConfirmed: (codes: string[]) => void;
}) {
  const { t } = useTranslation("console");
  const [code, setCode] = useState("");
  const confirm = useEndpointMutation(confirmStaffEnrolment);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        confirm.mutate({ code }, { onSuccess: (answer) => onConfirmed(answer.recovery_codes) });
      }}
    >
      <Stack>
        <Title order={1} fz={26}>
          {t("enrol.title")}
        </Title>
        <Text c="dimmed" fz="sm">
          {t("enrol.help")}
        </Text>
        <Group align="center" gap="lg" wrap="wrap">
          <Box bg="white" p={6} bd="1px solid var(--mantine-color-gray-3)" style={{ borderRadius: 8 }}>
            <Image
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`}
              alt={t("enrol.qrAlt")}
              w={184}
              h={184}
              data-testid="enrol-qr"
            />
          </Box>
          <Stack gap={6} style={{ flex: "1 1 220px" }}>
            <Text fz="sm" fw={500}>
              {t("enrol.secretLabel")}
            </Text>
            <Code
              block
              fz="md"
              data-testid="enrol-secret"
              data-secret={enrolment.secret}
              style={{ wordBreak: "break-all" }}
            >
              {grouped(enrolment.secret)}
            </Code>
          </Stack>
        </Group>
        <CodeInput
          label={t("enrol.code")}
          value={code}
          onChange={setCode}
          error={confirm.error ? failureMessage(confirm.error, t) : null}
          autoFocus
        />
        <Button
          type="submit"
          color="dark"
          disabled={!/^\d{6}$/.test(code)}
          loading={confirm.isPending}
          data-testid="enrol-confirm"
        >
          {t("enrol.confirm")}
        </Button>
      </Stack>
    </form>
  );
}
