import type { PaymentSettings } from "./payment-config.ts";

/**
 * The sandbox pays an order without moving money, so a method routed to it delivers for free. In
 * production that is refused unless PAYMENT_SANDBOX=allow (README: Payments); once allowed, the
 * start warns which methods it takes. A real provider for one method says nothing about the other.
 */
type Routes = Pick<PaymentSettings, "cardProvider" | "alipayProvider">;

export type SandboxSetting = "allow" | "refuse";

type Method = { label: string; variable: string; realProviders: string };

const CARD: Method = { label: "card", variable: "PAYMENT_CARD_PROVIDER", realProviders: "stripe" };
const ALIPAY: Method = { label: "Alipay", variable: "PAYMENT_ALIPAY_PROVIDER", realProviders: "stripe or alipay" };

function sandboxMethods(routes: Routes): Method[] {
  return [
    ...(routes.cardProvider === "sandbox" ? [CARD] : []),
    ...(routes.alipayProvider === "sandbox" ? [ALIPAY] : []),
  ];
}

/** "Card and Alipay payments", "Alipay payments": the subject that opens a sentence. */
function subject(methods: Method[]): string {
  const list = methods.map((method) => method.label).join(" and ");
  return `${list.charAt(0).toUpperCase()}${list.slice(1)} payments`;
}

/** The methods on the sandbox for the banner's payments line ("card", "Alipay"); empty when none. */
export function sandboxMethodLabels(routes: Routes): string[] {
  return sandboxMethods(routes).map((method) => method.label);
}

/**
 * The sentence that stops the start when a method goes to the sandbox and the sandbox is refused:
 * by PAYMENT_SANDBOX=refuse, or by production when PAYMENT_SANDBOX is unset. Undefined otherwise.
 */
export function sandboxRefusal(
  routes: Routes,
  { production, setting }: { production: boolean; setting: SandboxSetting | undefined },
): string | undefined {
  const methods = sandboxMethods(routes);
  const refused = (setting ?? (production ? "refuse" : "allow")) === "refuse";
  if (methods.length === 0 || !refused) return undefined;
  const refuser = setting === "refuse" ? "PAYMENT_SANDBOX=refuse" : "production";
  const fixes = methods.map((method) => `${method.variable} to ${method.realProviders}`).join(" and ");
  return (
    `${subject(methods)} go to the built-in sandbox, where no money moves, which ${refuser} refuses: ` +
    `set ${fixes} (README: Payments), or set PAYMENT_SANDBOX=allow to let the sandbox take them anyway.`
  );
}

/** The production warning (banner and log) while the sandbox is allowed to take a method; else undefined. */
export function sandboxWarning(routes: Routes): string | undefined {
  const methods = sandboxMethods(routes);
  if (methods.length === 0) return undefined;
  return `${subject(methods)} go to the built-in sandbox, where no money moves: orders paid there are delivered for free (README: Payments).`;
}
