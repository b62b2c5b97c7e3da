/**
 * The baseline of `npm run bench:checkout`: Fastify's hello world (no plugins, no logger, no
 * database) on HOST:PORT, in a child process of the bench like Portico, so both are measured
 * the same way on the same machine in the same run. It tells what the machine, Node and the
 * load generator allow before Portico does any work.
 */
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
// bench:http's ceiling for a page sent uncompressed: the same bytes from memory, nothing else.
let sameBytes = Buffer.alloc(0);
app.get("/same-bytes", (_request, reply) => {
  reply.header("content-type", "text/html; charset=utf-8").send(sameBytes);
});
await app.listen({ host: process.env.HOST ?? "127.0.0.1", port: Number(process.env.PORT ?? 3361) });
process.send?.({ type: "ready" });
// The CPU time this server has used so far, when the bench asks (it takes the difference over a run).
process.on("message", (message: { type: string; body?: string }) => {
  if (message.type === "same-bytes") {
    sameBytes = Buffer.from(message.body ?? "", "base64");
    process.send?.({ type: "same-bytes-set" });
    return;
  }
  if (message.type !== "usage") return;
  const cpu = process.cpuUsage();
  process.send?.({ type: "usage", cpuMs: (cpu.user + cpu.system) / 1000 });
});
// The bench closing the channel (finished or gone) stops the baseline with it.
process.once("disconnect", () => void app.close().finally(() => process.exit(0)));
