/**
 * A small HTTP server on loopback that the browser suite's server opens beside itself, for the
 * tests to reach what only its process can (the embedded database has one owner): one JSON body
 * in, one answer out. Its port is written to `portFile` for the tests to find.
 */
import { writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type ChannelAnswer = { status: 200 | 400; contentType: "application/json" | "text/plain"; body: string };

/** A request the handler throws on is answered 400 with the error's message. */
export async function serveLoopbackChannel(portFile: string, handle: (body: string) => Promise<ChannelAnswer>) {
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString("utf8");
    });
    request.on("end", async () => {
      try {
        const answer = await handle(body);
        response.writeHead(answer.status, { "content-type": answer.contentType }).end(answer.body);
      } catch (error) {
        response.writeHead(400, { "content-type": "text/plain" }).end(String((error as Error).message ?? error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  server.unref();
  writeFileSync(portFile, String((server.address() as AddressInfo).port));
}
