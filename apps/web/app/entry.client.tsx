import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { AppProviders } from "./lib/app-providers";
import { readDocumentNonce } from "./lib/document-nonce";
import { initClientI18n } from "./lib/i18n/client-i18n";

// The texts of the rendered language must be in place before hydration, or the first client
// render would differ from the server's HTML.
const i18n = await initClientI18n();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <AppProviders i18n={i18n} nonce={readDocumentNonce()}>
        <HydratedRouter />
      </AppProviders>
    </StrictMode>,
  );
});
