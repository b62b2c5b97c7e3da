import { parseArgs } from "node:util";
import { loadConfigOrExit } from "../config.ts";
import { DemoTrafficError, feedDemoTraffic, httpGateway } from "./demo-traffic.ts";

// `npm run demo:traffic -- <email> [--days 30] [--share 0.6] [--url http://localhost:3000]`
// (README: Demo traffic). It talks to the running Portico over HTTP: an embedded database is
// open in one process only (ADR 010), and the gateway's endpoint is the one honest way in.
const usage =
  "Usage: npm run demo:traffic -- <email> [--days 1-90, default 30] [--share 0-1, default 0.6] [--url <Portico URL>]";
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    days: { type: "string", default: "30" },
    share: { type: "string", default: "0.6" },
    url: { type: "string" },
  },
});
const email = positionals[0];
const days = Number(values.days);
const share = Number(values.share);
if (!email || !Number.isInteger(days) || days < 1 || days > 90 || !(share > 0 && share <= 1)) {
  console.error(usage);
  process.exit(1);
}
const config = loadConfigOrExit();
const target = values.url ?? config.publicUrl;
if (!config.gatewayServiceToken) {
  console.error(
    "Set GATEWAY_SERVICE_TOKEN to the token the running Portico was started with (32+ characters, e.g. `openssl rand -hex 24`); start Portico with it too.",
  );
  process.exit(1);
}
try {
  const fed = await feedDemoTraffic(httpGateway(target, config.gatewayServiceToken), {
    email,
    days,
    share,
    now: new Date(),
    random: Math.random,
    target,
  });
  const mb = (bytes: number) => (bytes / 1_000_000).toFixed(2);
  console.log(
    `Reported ${fed.records} hours of usage over ${days} days for ${email} (proxy user ${fed.username}) in ${fed.batches} batch(es): ${mb(fed.debitedBytes)} MB debited, ${mb(fed.remainingBytes)} MB left. The dashboard's rotating tab shows it: ${new URL("/ucenter/info/?source=residential", target).href}`,
  );
} catch (error) {
  if (!(error instanceof DemoTrafficError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
