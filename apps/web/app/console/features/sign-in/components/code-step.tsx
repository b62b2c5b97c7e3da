import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { verifyStaffSecondFactor } from "@portico/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { CodeInput } from "../../../components/code-input";
import { failureMessage } from "../../../components/failure-message";

/** The second step of an enrolled member: an authenticator code or a recovery code. */
export function CodeStep({ onVerified, onBack }: { onVerified: () => void; onBack: () => void }) {
  const { t } = useTranslation("console");
  const [code, setCode] = useState("");
  const verify = useEndpointMutation(verifyStaffSecondFactor);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        verify.mutate({ code }, { onSuccess: onVerified });
      }}
    >
      <Stack>
        <Title order={1} fz={26}>
          {t("login.codeTitle")}
        </Title>
        <Text c="dimmed" fz="sm">
          {t("login.codeHelp")}
        </Text>
        <CodeInput
          label={t("login.code")}
          value={code}
          onChange={setCode}
          error={verify.error ? failureMessage(verify.error, t) : null}
          allowRecovery
          autoFocus
        />
        <Group justify="space-between">
          <Button variant="subtle" color="gray" onClick={onBack}>
            {t("login.back")}
          </Button>
          <Button type="submit" color="dark" loading={verify.isPending} data-testid="console-code-submit">
            {t("login.verify")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
