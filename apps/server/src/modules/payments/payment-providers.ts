import type { Db } from "../../db/client.ts";
import type { PaymentSettings } from "../../payment-config.ts";
import { sharedSecret } from "../secrets/secrets.service.ts";
import type { PaymentProvider, ProviderName, ProviderPayType } from "./payment-provider.ts";
import { createSandboxProvider, type SandboxProvider } from "./providers/sandbox-provider.ts";

export type PaymentProviders = {
  /** The provider that takes card (1) or Alipay (2) payments. */
  forPayType(payType: ProviderPayType): PaymentProvider;
  /** A provider by the name in its webhook path; undefined when not configured. */
  byName(name: string): PaymentProvider | undefined;
  /** Present while the sandbox takes any method: its hosted page is mounted. */
  sandbox: SandboxProvider | undefined;
};

/** The configured providers, each built once at start. */
export async function createPaymentProviders(
  db: Db,
  settings: PaymentSettings,
  publicUrl: string,
): Promise<PaymentProviders> {
  const named = new Map<ProviderName, PaymentProvider>();
  const wanted = new Set<ProviderName>([settings.cardProvider, settings.alipayProvider]);
  let sandbox: SandboxProvider | undefined;
  for (const name of wanted) {
    if (name === "sandbox") {
      const secret = settings.sandboxWebhookSecret ?? (await sharedSecret(db, "sandbox_webhook"));
      sandbox = createSandboxProvider({ secret, publicUrl });
      named.set(name, sandbox);
    } else {
      named.set(name, await realProvider(name, settings, publicUrl));
    }
  }
  const pick = (name: ProviderName) => {
    const provider = named.get(name);
    if (!provider) throw new Error(`payment provider ${name} is not built`);
    return provider;
  };
  return {
    forPayType: (payType) => pick(payType === 1 ? settings.cardProvider : settings.alipayProvider),
    byName: (name) => named.get(name as ProviderName),
    sandbox,
  };
}

async function realProvider(
  name: Exclude<ProviderName, "sandbox">,
  settings: PaymentSettings,
  publicUrl: string,
): Promise<PaymentProvider> {
  // Loaded only when configured: the SDKs stay out of a sandbox-only start.
  if (name === "stripe") {
    if (!settings.stripe) throw new Error("stripe settings are missing");
    const { createStripeProvider } = await import("./providers/stripe-provider.ts");
    const { apiBase, ...keys } = settings.stripe;
    return createStripeProvider({ ...keys, ...(apiBase ? { apiBase } : {}) });
  }
  if (!settings.alipay) throw new Error("alipay settings are missing");
  const { createAlipayProvider } = await import("./providers/alipay-provider.ts");
  return createAlipayProvider({ ...settings.alipay, notifyUrl: `${publicUrl}/api/payment/webhook/alipay` });
}
