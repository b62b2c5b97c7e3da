import { lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { envelopeNonces } from "./envelope.tables.ts";
import type { SharedNonceStore } from "./replay-guard.ts";

/** The envelope's nonces in PostgreSQL, shared by every instance: the primary key refuses a second claim. */
export function databaseNonceStore(db: Db): SharedNonceStore {
  return {
    async claim(nonce, expiresAt) {
      const rows = await db
        .insert(envelopeNonces)
        .values({ nonce, expiresAt })
        .onConflictDoNothing()
        .returning({ nonce: envelopeNonces.nonce });
      return rows.length === 1;
    },
    async forgetBefore(at) {
      await db.delete(envelopeNonces).where(lt(envelopeNonces.expiresAt, at));
    },
  };
}
