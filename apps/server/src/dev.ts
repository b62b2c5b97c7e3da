import path from "node:path";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { loadConfigOrExit, REPO_ROOT } from "./config.ts";
import { startErrorSentence } from "./start-errors.ts";
import { startServer } from "./start-server.ts";

// `npm run dev`: the same server with Vite in middleware mode on the same port, and the
// React Router build re-imported through Vite on every request so edits show up at once.
const config = loadConfigOrExit({ NODE_ENV: "development", ...process.env });
try {
  const app = await startServer(
    config,
    async () => {
      const vite = await createServer({
        root: path.join(REPO_ROOT, "apps/web"),
        server: { middlewareMode: true },
        appType: "custom",
      });
      const reactRouter = (await vite.ssrLoadModule("react-router")) as typeof import("react-router");
      return {
        mode: "development",
        createRequestHandler: reactRouter.createRequestHandler,
        loadBuild: async () => (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild,
        devMiddleware: vite.middlewares,
        close: () => vite.close(),
      };
    },
    { takeOverSigterm: true },
  );
  app.log.info("development mode: Vite middleware with hot reload");
} catch (error) {
  const sentence = startErrorSentence(error);
  if (sentence) console.error(sentence);
  else console.error("Failed to start the dev server:", error);
  process.exit(1);
}
