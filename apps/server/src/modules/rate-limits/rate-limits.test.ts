import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { logIn } from "../../test/accounts-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { createCustomer } from "../../test/money-fixtures.ts";
import { memoryRateLimits, postgresRateLimits, redisRateLimits } from "./rate-limits.service.ts";
import type { RateLimitStore } from "./rate-limits.types.ts";

/**
 * The rate limits' stores (issue #27) and the limits counted across two instances: an attacker
 * gets no more tries from two instances than from one.
 */
let clock = new Date("2026-11-28T10:00:30Z");
const now = () => clock;
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      API_KEY_RATE_LIMIT_PER_MINUTE: "5",
      CONTACT_RATE_LIMIT_PER_HOUR: "3",
      ALTCHA_COST: "1",
      ALTCHA_MAX_COUNTER: "50",
    },
    now,
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** The same store properties, whichever store counts. */
function storeProperties(name: string, make: () => RateLimitStore, options: { movesWithClock: boolean }) {
  describe(`the ${name} store`, () => {
    it("allows exactly the limit of fifty requests at once, per subject", async () => {
      const store = make();
      const scope = `burst-${Math.random()}`;
      const answers = await Promise.all(Array.from({ length: 50 }, () => store.take(scope, "a", 10, 60_000)));
      expect(answers.filter((wait) => wait === 0)).toHaveLength(10);
      const refused = answers.filter((wait) => wait > 0);
      expect(refused).toHaveLength(40);
      expect(Math.max(...refused)).toBeLessThanOrEqual(60);
      expect(await store.take(scope, "b", 10, 60_000)).toBe(0);
      await store.close();
    });

    if (options.movesWithClock)
      it("starts a new window once the last one has ended, from the next request", async () => {
        const store = make();
        const scope = `window-${Math.random()}`;
        for (let i = 0; i < 3; i++) expect(await store.take(scope, "a", 3, 60_000)).toBe(0);
        later(20_000);
        expect(await store.take(scope, "a", 3, 60_000)).toBe(40);
        later(40_000);
        expect(await store.take(scope, "a", 3, 60_000)).toBe(0);
        await store.close();
      });
  });
}

storeProperties("memory", () => memoryRateLimits(() => clock.getTime()), { movesWithClock: true });
storeProperties("database", () => postgresRateLimits(t.database.db, () => clock.getTime()), { movesWithClock: true });
// Redis keeps its own clock; run where a Redis server is given (CI starts one), so a run without it reports no skip.
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) storeProperties("Redis", () => redisRateLimits(redisUrl), { movesWithClock: false });

// Two instances need one PostgreSQL database between them (the embedded one has one process).
const describeOnPostgres = process.env.PORTICO_TEST_DRIVER === "postgres" ? describe : () => undefined;
describeOnPostgres("two instances on one database", () => {
  it("count every limit together: an API key, the contact form and the login throttle", async () => {
    const other = await buildApp({
      config: t.config,
      database: t.database,
      logger: false,
      now,
      printMail: () => undefined,
    });
    try {
      const instances = [t.app, other];
      const customer = await createCustomer(t);
      const made = await t.app.inject({
        method: "POST",
        url: "/api/member/api_keys/create",
        headers: { token: customer.token },
        payload: { name: "script", access: "read" },
      });
      const key: string = made.json().data.key;
      const keyCalls = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          instances[i % 2]?.inject({ url: "/api/member/wallet", headers: { authorization: `Bearer ${key}` } }),
        ),
      );
      expect(keyCalls.filter((answer) => answer?.statusCode === 200)).toHaveLength(5);
      expect(keyCalls.filter((answer) => answer?.statusCode === 429)).toHaveLength(7);

      const message = { name: "Mei", email: "mei@example.com", message: "Please call me about a bulk order." };
      const contacts = [];
      for (let i = 0; i < 6; i++)
        contacts.push(
          await instances[i % 2]?.inject({
            method: "POST",
            url: "/api/index/contact",
            payload: message,
            remoteAddress: "198.51.100.90",
          }),
        );
      expect(contacts.map((answer) => answer?.statusCode)).toEqual([200, 200, 200, 429, 429, 429]);

      const logins = [];
      for (let i = 0; i < 8; i++)
        logins.push((await logIn(instances[i % 2] ?? t.app, customer.email, "wrong password", "198.51.100.91")).json());
      expect(logins.map((body) => body.error)).toEqual([
        ...Array(5).fill("invalid_credentials"),
        ...Array(3).fill("login_locked"),
      ]);
    } finally {
      await other.close();
    }
  });
});
