import { Button, Group, Loader, Modal, Stack, Text, Title } from "@mantine/core";
import { OrderType } from "@portico/contracts/codes";
import { createCountdown, createStatusPoll, PAYMENT_REDIRECT_SECONDS } from "@portico/domain";
import { IconCircleCheck, IconCircleX } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { ApiError } from "../../../../lib/api/api-error";
import { browserCall } from "../../../../lib/api/browser-call";
import { PROXY_GENERATOR_HREF, staticIpsHref } from "../../../components/ucenter-links";
import { errorMessage } from "../error-message";
import { checkPayment } from "../payment-actions";
import { type PaymentResult, paymentDoneHref } from "../payment-query";
import { PAYMENT_MODAL_Z_INDEX } from "./modal-layer";
import { PaymentErrorBanner } from "./payment-error-banner";

type Stage = { kind: "checking" } | { kind: "success"; type: OrderType } | { kind: "not-completed" };

/** A 4xx answer (no such order, not this customer's) will not change by asking again. */
const isFinalFailure = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

/**
 * The success overlay of `pay_result=1` (spec 01 §4): 'checking' while the status is polled every
 * 5 s, then success with a 10 s countdown and the redirect to the order (or the wallet for a
 * top-up), or at once through the link. Timing from `@portico/domain` (payment-timing).
 */
export function PaymentSuccess({ result }: { result: PaymentResult }) {
  const { t } = useTranslation("payment");
  const navigate = useNavigate();
  const { orderNo, recharge, type } = result;
  const [stage, setStage] = useState<Stage>({ kind: "checking" });
  const [error, setError] = useState<string | null>(orderNo ? null : t("errors.missingOrderInfo"));
  const [seconds, setSeconds] = useState(PAYMENT_REDIRECT_SECONDS);
  const checkFailed = recharge ? t("errors.checkRecharge") : t("errors.checkOrder");

  useEffect(() => {
    if (!orderNo) return;
    const poll = createStatusPoll(
      async () => {
        try {
          const check = await checkPayment(browserCall, orderNo, recharge, type);
          setError(null);
          if (check.paid) setStage({ kind: "success", type: check.type });
          else if (check.final) setStage({ kind: "not-completed" });
          return check.paid || check.final;
        } catch (failure) {
          if (!isFinalFailure(failure)) throw failure;
          setError(errorMessage(failure, checkFailed));
          return true;
        }
      },
      { onError: (failure) => setError(errorMessage(failure, checkFailed)) },
    );
    poll.start();
    return poll.stop;
  }, [orderNo, recharge, type, checkFailed]);

  const doneHref =
    stage.kind === "success" && orderNo ? paymentDoneHref({ orderNo, type: stage.type, recharge }) : null;

  useEffect(() => {
    if (!doneHref) return;
    const countdown = createCountdown(PAYMENT_REDIRECT_SECONDS, {
      onTick: setSeconds,
      onEnd: () => navigate(doneHref),
    });
    countdown.start();
    return countdown.stop;
  }, [doneHref, navigate]);

  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      zIndex={PAYMENT_MODAL_Z_INDEX}
      title={t("success.dialogLabel")}
    >
      <Stack gap="md" align="center" ta="center" py="md" data-testid="payment-success" data-state={stage.kind}>
        {error ? <PaymentErrorBanner message={error} testId="payment-check-error" /> : null}
        {stage.kind === "checking" ? (
          <>
            <Loader size="lg" aria-hidden />
            <Title order={2} fz="h3">
              {t("success.checking")}
            </Title>
            <Text c="dimmed" fz="sm">
              {t("success.checkingHint")}
            </Text>
          </>
        ) : null}
        {stage.kind === "success" && doneHref ? (
          <>
            <IconCircleCheck size={64} stroke={1.5} color="var(--mantine-color-teal-6)" aria-hidden />
            <Title order={2} fz="h3">
              {recharge ? t("success.rechargeTitle") : t("success.title")}
            </Title>
            <Text c="dimmed" fz="sm" data-testid="payment-countdown" data-seconds={seconds} aria-live="polite">
              {recharge ? t("success.redirectRecharge", { seconds }) : t("success.redirect", { seconds })}
            </Text>
            <Group justify="center" gap="sm">
              <Button component={Link} to={doneHref} data-testid="payment-done-link">
                {t("success.goNow")}
              </Button>
              {stage.type === OrderType.Static && !recharge && orderNo ? (
                <Button component={Link} to={staticIpsHref(orderNo)} variant="light" data-testid="payment-ips-link">
                  {t("success.viewIps")}
                </Button>
              ) : null}
              {stage.type === OrderType.Residential && !recharge ? (
                <Button component={Link} to={PROXY_GENERATOR_HREF} variant="light" data-testid="payment-generator-link">
                  {t("success.useProxies")}
                </Button>
              ) : null}
            </Group>
          </>
        ) : null}
        {stage.kind === "not-completed" ? (
          <>
            <IconCircleX size={64} stroke={1.5} color="var(--mantine-color-orange-6)" aria-hidden />
            <Title order={2} fz="h3">
              {t("success.notCompleted")}
            </Title>
            <Group>
              <Button
                component={Link}
                to={recharge ? "/ucenter/wallet/" : type === OrderType.Static ? "/staticisp/" : "/residential/"}
              >
                {t("success.tryAgain")}
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </Modal>
  );
}
