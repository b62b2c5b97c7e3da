import { and, asc, count, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  type GatewayHostRow,
  gatewayHosts,
  type ProxyCountryRow,
  type ProxyStateRow,
  proxyCountries,
  proxyStates,
} from "./proxy-network.tables.ts";

/** The console's reads and writes of the generator's tables: every row, active or not. */

export type HostValues = Pick<GatewayHostRow, "address" | "port" | "weight" | "active">;
export type CountryValues = Omit<ProxyCountryRow, never>;
export type StateValues = Omit<ProxyStateRow, "id">;

export const allHosts = (db: Db) => db.select().from(gatewayHosts).orderBy(asc(gatewayHosts.id));
export const allCountries = (db: Db) =>
  db.select().from(proxyCountries).orderBy(asc(proxyCountries.sortOrder), asc(proxyCountries.countryCode));
export const allStates = (db: Db) =>
  db.select().from(proxyStates).orderBy(asc(proxyStates.countryCode), asc(proxyStates.state));

export async function hostForUpdate(tx: Db, id: number): Promise<GatewayHostRow | undefined> {
  const [row] = await tx.select().from(gatewayHosts).where(eq(gatewayHosts.id, id)).for("update");
  return row;
}

/** Another host at this address and port (all but `exceptId`). */
export async function hostAt(tx: Db, address: string, port: number, exceptId?: number) {
  const [row] = await tx
    .select({ id: gatewayHosts.id })
    .from(gatewayHosts)
    .where(
      and(
        eq(gatewayHosts.address, address),
        eq(gatewayHosts.port, port),
        exceptId === undefined ? undefined : ne(gatewayHosts.id, exceptId),
      ),
    );
  return row;
}

/** Undefined when a host at that address and port came first (the unique index). */
export async function insertHost(tx: Db, values: HostValues): Promise<GatewayHostRow | undefined> {
  const [row] = await tx
    .insert(gatewayHosts)
    .values(values)
    .onConflictDoNothing({ target: [gatewayHosts.address, gatewayHosts.port] })
    .returning();
  return row;
}

export async function updateHost(tx: Db, id: number, values: HostValues): Promise<GatewayHostRow> {
  const [row] = await tx.update(gatewayHosts).set(values).where(eq(gatewayHosts.id, id)).returning();
  if (!row) throw new Error(`gateway host ${id} vanished under its lock`);
  return row;
}

export async function deleteHost(tx: Db, id: number): Promise<void> {
  await tx.delete(gatewayHosts).where(eq(gatewayHosts.id, id));
}

export async function countryForUpdate(tx: Db, code: string): Promise<ProxyCountryRow | undefined> {
  const [row] = await tx.select().from(proxyCountries).where(eq(proxyCountries.countryCode, code)).for("update");
  return row;
}

/** Undefined when the country is listed already. */
export async function insertCountry(tx: Db, values: CountryValues): Promise<ProxyCountryRow | undefined> {
  const [row] = await tx.insert(proxyCountries).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateCountry(tx: Db, values: CountryValues): Promise<ProxyCountryRow> {
  const { countryCode, ...rest } = values;
  const [row] = await tx
    .update(proxyCountries)
    .set(rest)
    .where(eq(proxyCountries.countryCode, countryCode))
    .returning();
  if (!row) throw new Error(`proxy country ${countryCode} vanished under its lock`);
  return row;
}

export async function statesOfCountry(tx: Db, code: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(proxyStates).where(eq(proxyStates.countryCode, code));
  return row?.n ?? 0;
}

export async function deleteCountry(tx: Db, code: string): Promise<void> {
  await tx.delete(proxyCountries).where(eq(proxyCountries.countryCode, code));
}

export async function stateForUpdate(tx: Db, id: number): Promise<ProxyStateRow | undefined> {
  const [row] = await tx.select().from(proxyStates).where(eq(proxyStates.id, id)).for("update");
  return row;
}

/** Another state of this country with this value (all but `exceptId`). */
export async function stateAt(tx: Db, code: string, state: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: proxyStates.id })
    .from(proxyStates)
    .where(
      and(
        eq(proxyStates.countryCode, code),
        eq(proxyStates.state, state),
        exceptId === undefined ? undefined : ne(proxyStates.id, exceptId),
      ),
    );
  return row;
}

/** Undefined when the country has that state already (the unique index). */
export async function insertState(tx: Db, values: StateValues): Promise<ProxyStateRow | undefined> {
  const [row] = await tx
    .insert(proxyStates)
    .values(values)
    .onConflictDoNothing({ target: [proxyStates.countryCode, proxyStates.state] })
    .returning();
  return row;
}

export async function updateState(tx: Db, id: number, values: StateValues): Promise<ProxyStateRow> {
  const [row] = await tx.update(proxyStates).set(values).where(eq(proxyStates.id, id)).returning();
  if (!row) throw new Error(`proxy state ${id} vanished under its lock`);
  return row;
}

export async function deleteState(tx: Db, id: number): Promise<void> {
  await tx.delete(proxyStates).where(eq(proxyStates.id, id));
}
