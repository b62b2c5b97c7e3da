/**
 * Time passing for one static IP, on a server started with `E2E_TIME_TRAVEL=on` (a test's own
 * server, with its jobs off so no sweep races the test): moves an assigned IP's purchase and
 * expiry back by whole days, as if it had been bought that much earlier. The app then judges the
 * IP by its own rules — expired, inside or past the 4-day renewal grace — exactly as it would
 * after those days; nothing in its answers is rewritten. Loopback only; the tests ask through
 * e2e/support/time-travel.ts. The suite's shared server never opens it.
 */
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Queryable } from "./database-channel.ts";
import { serveLoopbackChannel } from "./loopback-channel.ts";

/** Where the channel's port is written for the server on `serverPort`. */
export function timeTravelPortFile(serverPort: number): string {
  return join(tmpdir(), `portico-e2e-time-travel-${serverPort}`);
}

export async function serveTimeTravel(db: Queryable, portFile: string): Promise<void> {
  await serveLoopbackChannel(portFile, async (body) => {
    const { address, days } = JSON.parse(body) as { address: string; days: number };
    if (!Number.isInteger(days) || days < 1) throw new Error("days must be a whole number >= 1");
    const { rows } = await db.$client.query(
      `update static_ips
          set assigned_at = assigned_at - make_interval(days => $2), expire_at = expire_at - make_interval(days => $2)
        where address = $1 and status = 'assigned'
        returning id`,
      [address, days],
    );
    if (rows.length !== 1) throw new Error(`no assigned IP ${address}`);
    return { status: 200, contentType: "text/plain", body: "aged" };
  });
}
