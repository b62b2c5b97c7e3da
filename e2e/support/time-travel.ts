/** Ages a static IP on a test's own server started with `E2E_TIME_TRAVEL=on` (e2e/support/time-travel-channel.ts). */
import { readFileSync } from "node:fs";
import { timeTravelPortFile } from "./time-travel-channel.ts";

/** As if the IP at `address` had been bought `days` days earlier. */
export async function ageStaticIp(serverPort: number, address: string, days: number): Promise<void> {
  const channelPort = readFileSync(timeTravelPortFile(serverPort), "utf8");
  const response = await fetch(`http://127.0.0.1:${channelPort}/`, {
    method: "POST",
    body: JSON.stringify({ address, days }),
  });
  if (!response.ok) throw new Error(`ageing ${address}: ${await response.text()}`);
}
