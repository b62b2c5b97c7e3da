/**
 * `npm start`: the server in production mode (it migrates, seeds an empty database and serves
 * on PORT), after building the web app into WEB_BUILD_DIR when there is no build there yet.
 * Everything runs in this one process; only the build, when needed, is a child process.
 *
 * JavaScript, not TypeScript, on purpose: Node's compile cache must be on before the first
 * TypeScript file is read, or Node loads its type stripper (~0.1 s) for this entry alone at
 * every start; with the cache on, the server's TypeScript comes stripped from the cache (ADR 009).
 */
import module from "node:module";

module.enableCompileCache?.();
process.env.NODE_ENV ??= "production";
// Out of the box the sandbox takes both methods (README: Run it), which production refuses unless
// allowed. Once a real provider is configured, a method left on the sandbox is refused unless the
// operator sets PAYMENT_SANDBOX=allow: real orders must not be paid for free by mistake.
const realProvider = [process.env.PAYMENT_CARD_PROVIDER, process.env.PAYMENT_ALIPAY_PROVIDER].some(
  (provider) => provider && provider !== "sandbox",
);
if (!process.env.PAYMENT_SANDBOX && !realProvider) process.env.PAYMENT_SANDBOX = "allow";
process.chdir(new URL("..", import.meta.url).pathname);

const serverModule = (path) => import(new URL(`../apps/server/src/${path}`, import.meta.url).href);
const { speedUpModuleLoading } = await serverModule("module-loading.ts");
speedUpModuleLoading();
const { startProduction } = await serverModule("start-production.ts");
await startProduction({ buildWebWhenMissing: true });
