/**
 * The operator's commands (`npm run admin -- …`) for the browser suite, run in the suite
 * server's own process by e2e/serve.ts: the embedded database has one owner, so the tests cannot
 * run the admin CLI beside the server. Each request is one real command on the server's database
 * (a refund through the refund service, a credit line), answered with the sentence it prints.
 * Loopback only, one port per suite server; the tests ask through e2e/support/operator.ts.
 */
import { writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The admin CLI's command runner, as `apps/server/src/admin/admin-commands.ts` exports it. */
export type RunOperatorCommand = (argv: readonly string[]) => Promise<string>;

/** Where the channel's port is written for the server on `serverPort`. */
export function operatorPortFile(serverPort: number): string {
  return join(tmpdir(), `portico-e2e-operator-${serverPort}`);
}

export async function serveOperatorCommands(run: RunOperatorCommand, portFile: string): Promise<void> {
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString("utf8");
    });
    request.on("end", async () => {
      try {
        const { argv } = JSON.parse(body) as { argv: string[] };
        const said = await run(argv);
        response.writeHead(200, { "content-type": "text/plain" }).end(said);
      } catch (error) {
        response.writeHead(400, { "content-type": "text/plain" }).end(String((error as Error).message ?? error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  server.unref();
  writeFileSync(portFile, String((server.address() as AddressInfo).port));
}
