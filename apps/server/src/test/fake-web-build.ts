import type { ApiTransport, SsrRequestDeps } from "@portico/contracts";
import { createContext, type EntryContext, RouterContextProvider, type ServerBuild } from "react-router";

const depsContext = createContext<SsrRequestDeps>();

/**
 * A hand-made React Router server build for SSR tests, so they run without `npm run build`.
 * It honours the real contract: entry.server exports `createAppLoadContext(deps)`, the root
 * loader calls the API through `deps.api`, and the document carries the CSP nonces.
 */
export type FakePage = {
  /** The root loader: what the page shows, fetched through the in-process API. */
  loader(api: ApiTransport, path: string): Promise<string[]>;
};

/** The default page: the residential plans' titles, as the first SSR tests read them. */
const plansPage: FakePage = {
  async loader(api) {
    const answer = await api({ method: "GET", path: "/api/index/packages?type=1" });
    const body = answer.body as { data: { "1": { display_title: string }[] } };
    return body.data["1"].map((plan) => plan.display_title);
  },
};

export function fakeWebBuild(page: FakePage = plansPage): ServerBuild {
  const entryModule = {
    createAppLoadContext(deps: SsrRequestDeps) {
      const context = new RouterContextProvider();
      context.set(depsContext, deps);
      return context;
    },
    default(
      _request: Request,
      status: number,
      headers: Headers,
      entry: EntryContext,
      loadContext: RouterContextProvider,
    ) {
      const deps = loadContext.get(depsContext);
      const data = entry.staticHandlerContext.loaderData.root as { titles: string[] } | undefined;
      headers.set("content-type", "text/html; charset=utf-8");
      const html =
        `<!doctype html><html lang="${deps.language}"><head><title>${deps.publicConfig.productName}</title>` +
        `<style nonce="${deps.cspNonce.style}"></style></head><body><ul>` +
        (data?.titles ?? []).map((title) => `<li>${title}</li>`).join("") +
        `</ul><script nonce="${deps.cspNonce.script}">window.__ok=1</script></body></html>`;
      return new Response(html, { status, headers });
    },
  };

  const rootModule = {
    async loader({ context, request }: { context: RouterContextProvider; request: Request }) {
      return { titles: await page.loader(context.get(depsContext).api, new URL(request.url).pathname) };
    },
    default: () => null,
  };

  return {
    entry: { module: entryModule },
    // A splat: every page path renders the one page.
    routes: { root: { id: "root", path: "*", module: rootModule } },
    assets: {
      entry: { module: "/assets/entry.client.js", imports: [] },
      routes: {
        root: { id: "root", path: "*", module: "/assets/root.js", hasLoader: true, hasAction: false },
      },
      url: "/assets/manifest.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}
