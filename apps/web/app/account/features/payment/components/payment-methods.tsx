import { Card, Loader, Stack, Text, Title } from "@mantine/core";
import { IconBrandAlipay, IconCreditCard, IconGift, IconWallet } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { PaymentMethod } from "../payment-methods";

const ICONS = { card: IconCreditCard, alipay: IconBrandAlipay, balance: IconWallet, free: IconGift } as const;

const HINT_KEYS = {
  card: "methods.cardHint",
  alipay: "methods.alipayHint",
  balance: "methods.balanceHint",
  free: "methods.freeOptionHint",
} as const;

type PaymentMethodsProps = {
  methods: PaymentMethod[];
  /** The method being started, shown busy while every choice waits. */
  busy: PaymentMethod | null;
  onChoose: (method: PaymentMethod) => void;
};

/** The payment choices (spec 01 §4): choosing one starts the payment at once. */
export function PaymentMethods({ methods, busy, onChoose }: PaymentMethodsProps) {
  const { t } = useTranslation("payment");
  const free = methods.length === 1 && methods[0] === "free";
  return (
    <Card
      p={{ base: "md", xs: "xl" }}
      component="section"
      aria-labelledby="payment-methods-heading"
      data-testid="payment-methods"
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h4" id="payment-methods-heading">
            {t("methods.heading")}
          </Title>
          <Text fz="sm" c="dimmed">
            {free ? t("methods.freeHint") : t("methods.hint")}
          </Text>
        </Stack>
        <div className="pay-methods">
          {methods.map((method) => {
            const Icon = ICONS[method];
            return (
              <button
                key={method}
                type="button"
                className="pay-method focus-ring"
                disabled={busy !== null}
                data-busy={busy === method || undefined}
                aria-busy={busy === method || undefined}
                data-testid={`pay-method-${method}`}
                onClick={() => onChoose(method)}
              >
                <span className="icon-mark" data-size="40">
                  <Icon size={22} aria-hidden />
                </span>
                <span className="pay-method-text">
                  <Text component="span" fw={700}>
                    {t(`methods.${method}`)}
                  </Text>
                  <Text component="span" fz="xs" c="dimmed">
                    {t(HINT_KEYS[method])}
                  </Text>
                </span>
                {busy === method ? <Loader size="sm" /> : null}
              </button>
            );
          })}
        </div>
      </Stack>
    </Card>
  );
}
