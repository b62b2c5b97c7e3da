/**
 * The Portico side of `npm run bench:envelope` (bench/envelope.ts), run as its child process so
 * the load generator and the server do not share one event loop: an in-memory PGlite database,
 * migrated and seeded, the app as `main.ts` builds it minus the web build (the bench calls the
 * API only) with the configuration from the environment (API_ENVELOPE among it), listening on
 * HOST:PORT, and one customer with a session. It prints `{"ready":true,"token":…}` on one line
 * of stdout, and closes on SIGTERM.
 */
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createCustomer } from "./money-fixtures.ts";
import { createTestDatabase } from "./test-database.ts";

const database = await createTestDatabase("seeded");
const config = loadConfig(process.env);
const app = await buildApp({ config, database });
await app.listen({ host: config.host, port: config.port });
const customer = await createCustomer({ database });
process.stdout.write(`${JSON.stringify({ ready: true, token: customer.token })}\n`);
process.once("SIGTERM", () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
