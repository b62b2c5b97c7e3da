import type { Continent, GatewayHostAdmin, ProxyCountryAdmin, ProxyStateAdmin } from "@portico/contracts";
import type { Db } from "../../db/client.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { proxyNetworkErrors } from "./proxy-network.errors.ts";
import type { GatewayHostRow, ProxyCountryRow, ProxyStateRow } from "./proxy-network.tables.ts";
import * as repo from "./proxy-network-admin.repository.ts";

/**
 * The console's edits of the proxy generator's tables (issue #25 item 2). Each change and its
 * audit row (ADR 421) are one transaction; the tables' triggers notify the public caches
 * (migration 0018), so the public lists follow at once.
 */

/** Who acts, and the request the audit row names. */
export type ProxyNetworkActing = { staffId: string; requestId: string | null; ip: string; userAgent: string | null };

export type HostInput = { address: string; port: number; weight: number; active: boolean };
export type CountryInput = {
  country_code: string;
  name_en: string;
  name_zh: string;
  continent: Continent;
  sort_order: number;
  active: boolean;
};
export type StateInput = { country_code: string; state: string; name_en: string; name_zh: string; active: boolean };

const presentHost = (row: GatewayHostRow): GatewayHostAdmin => ({
  id: row.id,
  address: row.address,
  port: row.port,
  weight: row.weight,
  active: row.active,
});
const presentCountry = (row: ProxyCountryRow): ProxyCountryAdmin => ({
  country_code: row.countryCode,
  name_en: row.nameEn,
  name_zh: row.nameZh,
  continent: row.continent as Continent,
  sort_order: row.sortOrder,
  active: row.active,
});
const presentState = (row: ProxyStateRow): ProxyStateAdmin => ({
  id: row.id,
  country_code: row.countryCode,
  state: row.state,
  name_en: row.nameEn,
  name_zh: row.nameZh,
  active: row.active,
});

const countryValues = (input: CountryInput) => ({
  countryCode: input.country_code,
  nameEn: input.name_en,
  nameZh: input.name_zh,
  continent: input.continent,
  sortOrder: input.sort_order,
  active: input.active,
});
const stateValues = (input: StateInput) => ({
  countryCode: input.country_code,
  state: input.state,
  nameEn: input.name_en,
  nameZh: input.name_zh,
  active: input.active,
});

const audit = (
  tx: Db,
  acting: ProxyNetworkActing,
  event: { action: string; resource: string; resourceId: string | number; before?: unknown; after?: unknown },
) =>
  recordAudit(tx, {
    staffId: acting.staffId,
    requestId: acting.requestId,
    ip: acting.ip,
    userAgent: acting.userAgent,
    ...event,
  });

export async function proxyNetworkTables(db: Db) {
  const [hosts, countries, states] = await Promise.all([repo.allHosts(db), repo.allCountries(db), repo.allStates(db)]);
  return {
    hosts: hosts.map(presentHost),
    countries: countries.map(presentCountry),
    states: states.map(presentState),
  };
}

export function createHost(db: Db, acting: ProxyNetworkActing, input: HostInput): Promise<GatewayHostAdmin> {
  return db.transaction(async (tx) => {
    const row = await repo.insertHost(tx, input);
    if (!row) throw proxyNetworkErrors.hostExists({ address: input.address, port: input.port });
    const after = presentHost(row);
    await audit(tx, acting, {
      action: "proxy_network.host.create",
      resource: "gateway_host",
      resourceId: row.id,
      after,
    });
    return after;
  });
}

export function updateHost(
  db: Db,
  acting: ProxyNetworkActing,
  id: number,
  input: HostInput,
): Promise<GatewayHostAdmin> {
  return db.transaction(async (tx) => {
    const existing = await repo.hostForUpdate(tx, id);
    if (!existing) throw proxyNetworkErrors.hostNotFound({ id });
    if (await repo.hostAt(tx, input.address, input.port, id))
      throw proxyNetworkErrors.hostExists({ address: input.address, port: input.port });
    const after = presentHost(await repo.updateHost(tx, id, input));
    await audit(tx, acting, {
      action: "proxy_network.host.update",
      resource: "gateway_host",
      resourceId: id,
      before: presentHost(existing),
      after,
    });
    return after;
  });
}

export function deleteHost(db: Db, acting: ProxyNetworkActing, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const existing = await repo.hostForUpdate(tx, id);
    if (!existing) throw proxyNetworkErrors.hostNotFound({ id });
    await repo.deleteHost(tx, id);
    await audit(tx, acting, {
      action: "proxy_network.host.delete",
      resource: "gateway_host",
      resourceId: id,
      before: presentHost(existing),
    });
  });
}

export function createCountry(db: Db, acting: ProxyNetworkActing, input: CountryInput): Promise<ProxyCountryAdmin> {
  return db.transaction(async (tx) => {
    const row = await repo.insertCountry(tx, countryValues(input));
    if (!row) throw proxyNetworkErrors.countryExists({ code: input.country_code });
    const after = presentCountry(row);
    await audit(tx, acting, {
      action: "proxy_network.country.create",
      resource: "proxy_country",
      resourceId: row.countryCode,
      after,
    });
    return after;
  });
}

export function updateCountry(db: Db, acting: ProxyNetworkActing, input: CountryInput): Promise<ProxyCountryAdmin> {
  return db.transaction(async (tx) => {
    const existing = await repo.countryForUpdate(tx, input.country_code);
    if (!existing) throw proxyNetworkErrors.countryNotFound({ code: input.country_code });
    const after = presentCountry(await repo.updateCountry(tx, countryValues(input)));
    await audit(tx, acting, {
      action: "proxy_network.country.update",
      resource: "proxy_country",
      resourceId: input.country_code,
      before: presentCountry(existing),
      after,
    });
    return after;
  });
}

export function deleteCountry(db: Db, acting: ProxyNetworkActing, code: string): Promise<void> {
  return db.transaction(async (tx) => {
    const existing = await repo.countryForUpdate(tx, code);
    if (!existing) throw proxyNetworkErrors.countryNotFound({ code });
    const states = await repo.statesOfCountry(tx, code);
    if (states > 0) throw proxyNetworkErrors.countryHasStates({ code, states });
    await repo.deleteCountry(tx, code);
    await audit(tx, acting, {
      action: "proxy_network.country.delete",
      resource: "proxy_country",
      resourceId: code,
      before: presentCountry(existing),
    });
  });
}

export function createState(db: Db, acting: ProxyNetworkActing, input: StateInput): Promise<ProxyStateAdmin> {
  return db.transaction(async (tx) => {
    // The country's row lock keeps it from being deleted under the new state.
    if (!(await repo.countryForUpdate(tx, input.country_code)))
      throw proxyNetworkErrors.countryNotFound({ code: input.country_code });
    const row = await repo.insertState(tx, stateValues(input));
    if (!row) throw proxyNetworkErrors.stateExists({ code: input.country_code, state: input.state });
    const after = presentState(row);
    await audit(tx, acting, {
      action: "proxy_network.state.create",
      resource: "proxy_state",
      resourceId: row.id,
      after,
    });
    return after;
  });
}

export function updateState(
  db: Db,
  acting: ProxyNetworkActing,
  id: number,
  input: StateInput,
): Promise<ProxyStateAdmin> {
  return db.transaction(async (tx) => {
    const existing = await repo.stateForUpdate(tx, id);
    if (!existing) throw proxyNetworkErrors.stateNotFound({ id });
    if (!(await repo.countryForUpdate(tx, input.country_code)))
      throw proxyNetworkErrors.countryNotFound({ code: input.country_code });
    if (await repo.stateAt(tx, input.country_code, input.state, id))
      throw proxyNetworkErrors.stateExists({ code: input.country_code, state: input.state });
    const after = presentState(await repo.updateState(tx, id, stateValues(input)));
    await audit(tx, acting, {
      action: "proxy_network.state.update",
      resource: "proxy_state",
      resourceId: id,
      before: presentState(existing),
      after,
    });
    return after;
  });
}

export function deleteState(db: Db, acting: ProxyNetworkActing, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const existing = await repo.stateForUpdate(tx, id);
    if (!existing) throw proxyNetworkErrors.stateNotFound({ id });
    await repo.deleteState(tx, id);
    await audit(tx, acting, {
      action: "proxy_network.state.delete",
      resource: "proxy_state",
      resourceId: id,
      before: presentState(existing),
    });
  });
}
