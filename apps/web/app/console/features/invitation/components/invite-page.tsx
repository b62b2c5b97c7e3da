import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { acceptStaffInvitation } from "@portico/contracts";
import { STAFF_PASSWORD_RULES } from "@portico/contracts/codes";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { CONSOLE_LOGIN } from "../../../components/console-paths";
import { failureMessage } from "../../../components/failure-message";

const min = STAFF_PASSWORD_RULES.minLength;

/** `/console/invite?token=…`: the invited member picks a display name and a password, then signs in. */
export function InvitePage() {
  const { t } = useTranslation("console");
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  const [displayName, setDisplayName] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [checked, setChecked] = useState(false);
  const accept = useEndpointMutation(acceptStaffInvitation);

  const tooShort = password.length < min;
  const mismatch = password !== confirm;

  if (accept.data) {
    return (
      <Paper radius="md" p={32} w="100%" maw={440} c="dark" shadow="xl">
        <Stack>
          <Title order={1} fz={26}>
            {t("invite.doneTitle")}
          </Title>
          <Text>{t("invite.doneBody", { email: accept.data.email })}</Text>
          <Button component={Link} to={CONSOLE_LOGIN} state={{ email: accept.data.email }} color="dark">
            {t("invite.toLogin")}
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper radius="md" p={{ base: "lg", sm: 32 }} w="100%" maw={440} c="dark" shadow="xl">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setChecked(true);
          if (tooShort || mismatch) return;
          accept.mutate({ token, password, display_name: displayName });
        }}
      >
        <Stack>
          <Title order={1} fz={26}>
            {t("invite.title")}
          </Title>
          {token === "" ? (
            <Alert color="red">{t("invite.missingToken")}</Alert>
          ) : (
            <Text c="dimmed" fz="sm">
              {t("invite.subtitle", { min })}
            </Text>
          )}
          <TextInput
            label={t("invite.displayName")}
            value={displayName}
            onChange={(event) => setDisplayName(event.currentTarget.value)}
            maxLength={60}
            autoComplete="name"
            required
          />
          <PasswordInput
            label={t("invite.password")}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            autoComplete="new-password"
            maxLength={STAFF_PASSWORD_RULES.maxLength}
            error={checked && tooShort ? t("invite.tooShort", { min }) : undefined}
            required
          />
          <PasswordInput
            label={t("invite.confirm")}
            value={confirm}
            onChange={(event) => setConfirm(event.currentTarget.value)}
            autoComplete="new-password"
            error={checked && !tooShort && mismatch ? t("invite.mismatch") : undefined}
            required
          />
          {accept.error ? (
            <Text c="red" fz="sm" role="alert">
              {failureMessage(accept.error, t)}
            </Text>
          ) : null}
          <Button
            type="submit"
            color="dark"
            disabled={token === ""}
            loading={accept.isPending}
            data-testid="invite-submit"
          >
            {t("invite.submit")}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
