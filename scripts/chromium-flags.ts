/**
 * The flags every Chromium the tests and benches start needs on these machines (ARCHITECTURE §6):
 * no sandbox as root, no GPU, and none of the background traffic a closed network refuses.
 * Headless mode is the launcher's own option (Playwright) or `--headless` (chrome-launcher).
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
