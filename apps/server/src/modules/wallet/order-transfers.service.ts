import type { Db } from "../../db/client.ts";
import { transfersOfOrder } from "./ledger.repository.ts";

export type OrderTransfer = {
  id: number;
  kind: string;
  customerDeltaCents: number;
  memo: { en: string; zh: string };
  createdAt: Date;
};

/** For the console's order page: every ledger transfer booked for the order, oldest first. */
export async function ledgerTransfersOfOrder(db: Db, orderId: number): Promise<OrderTransfer[]> {
  const rows = await transfersOfOrder(db, orderId);
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    customerDeltaCents: Number(row.customerDeltaCents),
    memo: { en: row.memoEn, zh: row.memoZh },
    createdAt: row.createdAt,
  }));
}
