import { Button, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { type StaffLoginAnswer, staffLogin } from "@portico/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { failureMessage } from "../../../components/failure-message";

/** The sign-in's first step: the work email and the console password. */
export function CredentialsStep({
  email,
  onEmail,
  onAnswer,
}: {
  email: string;
  onEmail: (email: string) => void;
  onAnswer: (answer: StaffLoginAnswer) => void;
}) {
  const { t } = useTranslation("console");
  const [password, setPassword] = useState("");
  const login = useEndpointMutation(staffLogin);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        login.mutate({ email, password }, { onSuccess: onAnswer });
      }}
    >
      <Stack>
        <Text c="dimmed" fz="sm">
          {t("login.subtitle")}
        </Text>
        <TextInput
          label={t("login.email")}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => onEmail(event.currentTarget.value)}
          required
          autoFocus={email === ""}
        />
        <PasswordInput
          label={t("login.password")}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          required
          autoFocus={email !== ""}
        />
        {login.error ? (
          <Text c="red" fz="sm" role="alert">
            {failureMessage(login.error, t)}
          </Text>
        ) : null}
        <Button type="submit" color="dark" loading={login.isPending} data-testid="console-login-submit">
          {t("login.submit")}
        </Button>
      </Stack>
    </form>
  );
}
