import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type NewResidentialPackageRow, type ResidentialPackageRow, residentialPackages } from "./catalogue.tables.ts";

/** The console's list: every plan, on sale or not, in the public order (heaviest first, ties by id). */
export async function listAllPlans(db: Db): Promise<ResidentialPackageRow[]> {
  return db.select().from(residentialPackages).orderBy(desc(residentialPackages.weight), asc(residentialPackages.id));
}

/** The plan, locked for a change (its before is what the audit records). */
export async function lockPlan(tx: Db, id: number): Promise<ResidentialPackageRow | undefined> {
  const [row] = await tx.select().from(residentialPackages).where(eq(residentialPackages.id, id)).for("update");
  return row;
}

export async function insertPlan(tx: Db, values: NewResidentialPackageRow): Promise<ResidentialPackageRow> {
  const [row] = await tx.insert(residentialPackages).values(values).returning();
  if (!row) throw new Error("the plan insert answered no row");
  return row;
}

export async function updatePlan(
  tx: Db,
  id: number,
  values: Partial<NewResidentialPackageRow>,
): Promise<ResidentialPackageRow> {
  const [row] = await tx.update(residentialPackages).set(values).where(eq(residentialPackages.id, id)).returning();
  if (!row) throw new Error("the plan update answered no row");
  return row;
}
