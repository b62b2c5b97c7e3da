import type { SsrRequestDeps } from "@portico/contracts";
import type { i18n } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { NonceContext } from "./nonce";

type AppProvidersProps = {
  i18n: i18n;
  nonce?: SsrRequestDeps["cspNonce"];
  children: ReactNode;
};

/** Wraps the router on both entries so the document (html lang, nonces) can read them. */
export function AppProviders({ i18n, nonce, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <NonceContext value={nonce}>{children}</NonceContext>
    </I18nextProvider>
  );
}
