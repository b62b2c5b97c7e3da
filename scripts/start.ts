/**
 * `npm start`: the server in production mode (it migrates, seeds an empty database and serves
 * on PORT), after building the web app into WEB_BUILD_DIR when there is no build there yet.
 * Everything runs in this one process; only the build, when needed, is a child process.
 */
process.env.NODE_ENV ??= "production";
process.chdir(new URL("..", import.meta.url).pathname);

// Computed specifiers keep the server's modules out of the tools typecheck project; the server
// project checks them itself. The module-loading speed-ups go in before the server loads.
const serverModule = (path: string) => import(new URL(`../apps/server/src/${path}`, import.meta.url).href);
const { speedUpModuleLoading } = await serverModule("module-loading.ts");
speedUpModuleLoading();
const { startProduction } = await serverModule("start-production.ts");
await startProduction({ buildWebWhenMissing: true });
