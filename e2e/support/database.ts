/** Reads the suite server's database (read-only, see e2e/support/database-channel.ts). */
import { readFileSync } from "node:fs";
import { port } from "../playwright.config.ts";
import { databaseQueryPortFile } from "./database-channel.ts";

export async function queryDatabase<Row>(text: string, params: unknown[] = []): Promise<Row[]> {
  const channelPort = readFileSync(databaseQueryPortFile(port), "utf8");
  const response = await fetch(`http://127.0.0.1:${channelPort}/`, {
    method: "POST",
    body: JSON.stringify({ text, params }),
  });
  if (!response.ok) throw new Error(`database query failed: ${await response.text()}`);
  return (await response.json()) as Row[];
}
