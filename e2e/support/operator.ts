/** An operator's command on the suite server (`npm run admin -- …`, see e2e/support/operator-channel.ts). */
import { readFileSync } from "node:fs";
import { port } from "../playwright.config.ts";
import { operatorPortFile } from "./operator-channel.ts";

/** Runs the command and answers the sentence it prints; a refused command throws its sentence. */
export async function runOperatorCommand(...argv: string[]): Promise<string> {
  const channelPort = readFileSync(operatorPortFile(port), "utf8");
  const response = await fetch(`http://127.0.0.1:${channelPort}/`, { method: "POST", body: JSON.stringify({ argv }) });
  const said = await response.text();
  if (!response.ok) throw new Error(`admin ${argv.join(" ")}: ${said}`);
  return said;
}
