import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from "@mantine/core";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import type { Route } from "./+types/root";
import { ErrorPage } from "./components/error-page";
import { PublicShell } from "./components/layout/public-shell";
import { NotFoundPage } from "./components/not-found-page";
import { RouteHead } from "./components/route-head";
import { Toaster } from "./components/toaster";
import { appContext } from "./lib/app-context";
import { parseConsentCookie } from "./lib/consent/consent";
import { InlineTexts } from "./lib/i18n/inline-texts";
import { routeNamespaces } from "./lib/i18n/route-namespaces";
import { usePreferredLanguage } from "./lib/i18n/use-preferred-language";
import { useNonce } from "./lib/nonce";
import { usePublicConfig } from "./lib/use-public-config";
import appStylesHref from "./styles/app.css?url";
import { theme } from "./theme";

// `precedence` makes React treat the stylesheet as a resource and write it at the top of <head>,
// ahead of the script preloads: it is the one file the first paint waits for.
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appStylesHref, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ context, request }: Route.LoaderArgs) {
  return {
    publicConfig: context.get(appContext).publicConfig,
    // The visitor's cookie choice as the request carries it: a first visit's consent banner comes
    // with the page (ADR 442). The page cache keeps the two versions apart (page-cache-key.ts).
    storedConsent: parseConsentCookie(request.headers.get("cookie") ?? ""),
  };
}

/** The public configuration does not change while the page is open. */
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const matches = useMatches();
  const nonce = useNonce();
  const envelope = usePublicConfig()?.apiEnvelope;

  return (
    // The envelope's mode, read by the API transport before any call (lib/api/envelope-mode.ts, ADR 012).
    <html
      lang={i18n.language}
      {...mantineHtmlProps}
      data-api-envelope={envelope && envelope !== "off" ? envelope : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <ColorSchemeScript forceColorScheme="light" nonce={nonce?.script} />
      </head>
      <body>
        <MantineProvider theme={theme} forceColorScheme="light" getStyleNonce={() => nonce?.style ?? ""}>
          <Toaster />
          {children}
        </MantineProvider>
        <InlineTexts i18n={i18n} namespaces={routeNamespaces(matches)} />
        <ScrollRestoration nonce={nonce?.script} />
        <Scripts nonce={nonce?.script} />
      </body>
    </html>
  );
}

export default function App() {
  // The texts of the route tree about to render: on the server and on hydration they are in
  // place; after a client-side navigation the browser suspends here until it has read those the
  // page did not carry, and React keeps showing the previous page meanwhile (ADR 432).
  useTranslation(routeNamespaces(useMatches()));
  usePreferredLanguage();
  // Marks the document once React owns it: until then buttons and forms are inert HTML, so
  // browser tests (and anything else that automates the page) wait for this before acting.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <RouteHead />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return <PublicShell>{notFound ? <NotFoundPage /> : <ErrorPage />}</PublicShell>;
}
