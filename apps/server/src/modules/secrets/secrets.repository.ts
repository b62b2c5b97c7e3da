import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { appSecrets } from "./secrets.tables.ts";

const randomSecret = () => randomBytes(32).toString("base64url");

/**
 * A secret generated once and shared by every instance through the database: the first
 * instance's value wins, the others read it.
 */
export async function loadOrCreateSecret(db: Db, name: string, create: () => string = randomSecret): Promise<string> {
  await db.insert(appSecrets).values({ name, value: create() }).onConflictDoNothing();
  return readSecret(db, name);
}

export async function readSecret(db: Db, name: string): Promise<string> {
  const value = await findSecret(db, name);
  if (value === undefined) throw new Error(`secret ${name} missing after insert`);
  return value;
}

export async function findSecret(db: Db, name: string): Promise<string | undefined> {
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return row?.value;
}

/** Replaces a stored secret from its current value, with the row locked so two instances cannot interleave. */
export async function updateSecret(db: Db, name: string, update: (current: string) => string): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ value: appSecrets.value })
      .from(appSecrets)
      .where(eq(appSecrets.name, name))
      .for("update");
    if (!row) throw new Error(`secret ${name} does not exist`);
    const value = update(row.value);
    await tx.update(appSecrets).set({ value }).where(eq(appSecrets.name, name));
    return value;
  });
}
