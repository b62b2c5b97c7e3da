import path from "node:path";
import type { Config } from "@react-router/dev/config";

// WEB_BUILD_DIR (relative to the repository root, as the server reads it) moves the build; the
// server looks for it in the same place, so `npm start` with WEB_BUILD_DIR builds and serves there.
const buildDirectory = process.env.WEB_BUILD_DIR
  ? path.resolve(import.meta.dirname, "../..", process.env.WEB_BUILD_DIR)
  : "build";

export default {
  appDirectory: "app",
  buildDirectory,
  ssr: true,
  routeDiscovery: { mode: "initial" },
} satisfies Config;
