import { Paper, Title } from "@mantine/core";
import type { StaffLoginAnswer } from "@portico/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { consoleTarget } from "../../../components/console-paths";
import { CodeStep } from "./code-step";
import { CredentialsStep } from "./credentials-step";
import { EnrolStep } from "./enrol-step";
import { RecoveryCodesStep } from "./recovery-codes-step";

type Step =
  | { name: "credentials" }
  | { name: "code" }
  | { name: "enrol"; enrolment: Extract<StaffLoginAnswer, { next: "needs_enrolment" }> }
  | { name: "recovery"; codes: string[] };

/**
 * `/console/login`: email and password, then on the same screen the second step — a code, or on
 * the first sign-in the authenticator's enrolment and the recovery codes, shown this once.
 */
export function LoginPage() {
  const { t } = useTranslation("console");
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [step, setStep] = useState<Step>({ name: "credentials" });
  const [email, setEmail] = useState<string>((location.state as { email?: string } | null)?.email ?? "");

  const enter = async () => {
    // Whatever another member's session left cached is not this one's.
    client.clear();
    await navigate(consoleTarget(search.get("redirect")), { replace: true });
  };

  return (
    <Paper radius="md" p={{ base: "lg", sm: 32 }} w="100%" maw={step.name === "enrol" ? 560 : 440} c="dark" shadow="xl">
      {step.name === "credentials" ? (
        <>
          <Title order={1} fz={26} mb={4}>
            {t("login.title")}
          </Title>
          <CredentialsStep
            email={email}
            onEmail={setEmail}
            onAnswer={(answer) =>
              setStep(answer.next === "needs_code" ? { name: "code" } : { name: "enrol", enrolment: answer })
            }
          />
        </>
      ) : null}
      {step.name === "code" ? (
        <CodeStep onVerified={() => void enter()} onBack={() => setStep({ name: "credentials" })} />
      ) : null}
      {step.name === "enrol" ? (
        <EnrolStep enrolment={step.enrolment} onConfirmed={(codes) => setStep({ name: "recovery", codes })} />
      ) : null}
      {step.name === "recovery" ? (
        <RecoveryCodesStep email={email} codes={step.codes} onDone={() => void enter()} />
      ) : null}
    </Paper>
  );
}
