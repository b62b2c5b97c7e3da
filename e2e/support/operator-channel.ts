/**
 * The operator's commands (`npm run admin -- …`) for the browser suite, run in the suite
 * server's own process by e2e/serve.ts: the embedded database has one owner, so the tests cannot
 * run the admin CLI beside the server. Each request is one real command on the server's database
 * (a refund through the refund service, a credit line), answered with the sentence it prints.
 * Loopback only, one port per suite server; the tests ask through e2e/support/operator.ts.
 */
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serveLoopbackChannel } from "./loopback-channel.ts";

/** The admin CLI's command runner, as `apps/server/src/admin/admin-commands.ts` exports it. */
export type RunOperatorCommand = (argv: readonly string[]) => Promise<string>;

/** Where the channel's port is written for the server on `serverPort`. */
export function operatorPortFile(serverPort: number): string {
  return join(tmpdir(), `portico-e2e-operator-${serverPort}`);
}

export async function serveOperatorCommands(run: RunOperatorCommand, portFile: string): Promise<void> {
  await serveLoopbackChannel(portFile, async (body) => {
    const { argv } = JSON.parse(body) as { argv: string[] };
    return { status: 200, contentType: "text/plain", body: await run(argv) };
  });
}
