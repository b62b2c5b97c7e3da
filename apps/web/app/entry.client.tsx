import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { AppProviders } from "./lib/app-providers";
import { readDocumentNonce } from "./lib/document-nonce";
import { getClientI18n } from "./lib/i18n/client-i18n";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <AppProviders i18n={getClientI18n()} nonce={readDocumentNonce()}>
        <HydratedRouter />
      </AppProviders>
    </StrictMode>,
  );
});
