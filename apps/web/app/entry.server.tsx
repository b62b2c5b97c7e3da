import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { appContext } from "./lib/app-context";
import { AppProviders } from "./lib/app-providers";
import { serverI18n } from "./lib/i18n/server-i18n";
import { scriptsAfterFirstFrame } from "./lib/scripts-after-first-frame";

/** The server calls this for every request and passes the result to the request handler. */
export { createAppLoadContext } from "./lib/app-context";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const { cspNonce, language } = loadContext.get(appContext);
  const userAgent = request.headers.get("user-agent");
  // Crawlers and SPA renders get the whole document at once instead of a streamed shell.
  const readyOption: keyof RenderToPipeableStreamOptions =
    (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <AppProviders i18n={serverI18n(language)} nonce={cspNonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={cspNonce.script} />
      </AppProviders>,
      {
        nonce: cspNonce.script,
        // A Suspense boundary already complete when the page is written stays in place. React's
        // default moves one that comes after the first 12.8 KB to the document's end, for a script
        // to put back at the next frame: the consent banner (ADR 442) would miss the first frame.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const body = scriptsAfterFirstFrame({
            nonce: cspNonce.script,
            onEnd: () => {
              clearTimeout(timeoutId);
              timeoutId = undefined;
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Shell errors reject above and are logged by the request handler; log only later ones.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
