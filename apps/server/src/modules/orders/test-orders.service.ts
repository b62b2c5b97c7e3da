import type { Db } from "../../db/client.ts";
import { testOrderIdsAmong } from "./test-orders.repository.ts";

/** Which of these orders gave free test IPs (the static inventory tells test IPs from sold ones by it). */
export async function testOrdersAmong(db: Db, orderIds: readonly number[]): Promise<ReadonlySet<number>> {
  return new Set(await testOrderIdsAmong(db, orderIds));
}
