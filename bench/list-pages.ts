/**
 * `npm run bench:lists`: the user centre's lists with a million rows for one customer, read
 * through the real app on PostgreSQL — the order and wallet histories, then the static IP list —
 * with the database time of every page. The bench itself is apps/server/src/test/list-pages-bench.ts
 * (it builds the app, so it belongs to the server's TypeScript project); its header lists the
 * knobs (`BENCH_LIST_ROWS`, `BENCH_LIST_REPEAT`, `BENCH_LIST_KEEP`, `BENCH_LIST_ONLY`,
 * `BENCH_LIST_IP_SQL`, `BENCH_LIST_SEEDED_URL`, the database URL).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

const body = path.resolve(import.meta.dirname, "../apps/server/src/test/list-pages-bench.ts");
const run = spawnSync(process.execPath, [body], { stdio: "inherit" });
process.exit(run.status ?? 1);
