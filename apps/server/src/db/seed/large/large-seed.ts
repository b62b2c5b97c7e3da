import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { hashPassword } from "../../../modules/accounts/password-hash.ts";
import { agreementVersion } from "../../../modules/legal/legal.service.ts";
import type { Db } from "../../client.ts";
import { rowsOf } from "../../rows-of.ts";
import { type LargeSeedSizes, planStatements } from "./large-seed-plan.sql.ts";
import { writeStatements } from "./large-seed-write.sql.ts";

/** Every customer the large seed writes logs in with this password (README, scripts table). */
export const LARGE_SEED_PASSWORD = "portico-demo";

export const LARGE_SEED_DEFAULTS: LargeSeedSizes = { customers: 10_000, ips: 1_000_000, orders: 1_000_000 };

export type LargeSeedOptions = LargeSeedSizes & {
  /** Prefix of the customers' emails: `<prefix><n>@example.com`, n from 1 (customer 1 holds the most IPs). */
  emailPrefix: string;
  now?: Date;
  /** Told when each phase is done, with its time in ms. */
  onPhase?: (phase: string, ms: number) => void;
};

export type LargeSeedCounts = {
  customers: number;
  ips: number;
  orders: number;
  assignedIps: number;
  heaviestCustomerIps: number;
  transfers: number;
};

const split = (text: string) =>
  text
    .split(/;\s*\n/)
    .map((statement) => statement.replace(/;\s*$/, "").trim())
    .filter((statement) => statement.replace(/^\s*--.*$/gm, "").trim() !== "");

/**
 * Fills the database with customers, static IPs and orders at scale, set-based (INSERT … SELECT
 * over generate_series, a few large statements, every index kept), in one transaction: it either
 * all lands or nothing does. Needs the demo catalogue (regions, plans: `seedDatabase`) first.
 */
export async function seedLarge(db: Db, options: LargeSeedOptions): Promise<LargeSeedCounts> {
  const now = options.now ?? new Date();
  // The client sends the MD5 of the password; the hash is argon2id of that (password-hash.ts).
  const passwordHash = await hashPassword(createHash("md5").update(LARGE_SEED_PASSWORD).digest("hex"));
  const terms = await agreementVersion(db);
  const sizes = { customers: options.customers, ips: options.ips, orders: options.orders };
  const counts = await db.transaction(async (tx) => {
    // The plan's temporary tables stay in memory (the default keeps 8 MB, then spills to disk).
    await tx.execute(sql.raw("set local temp_buffers = '512MB'"));
    await tx.execute(sql`lock table orders, static_ips, ledger_transfers, payment_checkouts in exclusive mode`);
    await tx.execute(
      sql.raw(
        "create temp table seed_settings (password_hash text, terms_version text, email_prefix text, at timestamptz) on commit drop",
      ),
    );
    await tx.execute(
      sql`insert into seed_settings values (${passwordHash}, ${terms}, ${options.emailPrefix}, ${now.toISOString()}::timestamptz)`,
    );
    const run = async (phases: { label: string; text: string }[], stage: string) => {
      for (const phase of phases) {
        const started = performance.now();
        for (const statement of split(phase.text)) await tx.execute(sql.raw(statement));
        options.onPhase?.(`${stage}: ${phase.label}`, performance.now() - started);
      }
    };
    await run(planStatements(sizes), "plan");
    const planned = rowsOf<{ orders: string }>(
      await tx.execute(sql.raw("select count(*)::text as orders from seed_order")),
    )[0];
    if (Number(planned?.orders) !== sizes.orders) {
      throw new Error(
        `${sizes.orders} orders cannot carry ${sizes.ips} IPs over ${sizes.customers} customers: raise --orders`,
      );
    }
    await run(writeStatements(sizes), "write");
    const [row] = rowsOf<Record<keyof LargeSeedCounts, string>>(
      await tx.execute(
        sql.raw(`select
          (select count(*) from seed_customer)::text as customers,
          (select count(*) from static_ips i join seed_ip_base b on i.id > b.base)::text as ips,
          (select count(*) from seed_order)::text as orders,
          (select count(*) from static_ips i join seed_customer c on c.id = i.owner_id)::text as "assignedIps",
          (select ips from seed_customer where n = 1)::text as "heaviestCustomerIps",
          (select count(*) from seed_order where tid is not null)::text as transfers`),
      ),
    );
    if (!row) throw new Error("the large seed counted nothing");
    const counted = Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)]));
    if (counted.ips !== sizes.ips) {
      throw new Error(
        `the plan's unpaid orders reserve more IPs than the stock holds; wrote ${counted.ips} of ${sizes.ips}`,
      );
    }
    return counted as LargeSeedCounts;
  });
  // Statistics for the planner and the visibility map for index-only scans, as autovacuum would.
  const started = performance.now();
  await db.execute(
    sql.raw(
      "vacuum analyze users, orders, order_items, static_ips, ledger_accounts, ledger_transfers, ledger_entries, payment_checkouts, payment_events, proxy_accounts",
    ),
  );
  options.onPhase?.("vacuum analyze", performance.now() - started);
  return counts;
}
