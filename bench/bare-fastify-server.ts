/**
 * The baseline of `npm run bench:checkout`: Fastify's hello world (no plugins, no logger, no
 * database) on HOST:PORT, in a child process of the bench like Portico, so both are measured
 * the same way on the same machine in the same run. It tells what the machine, Node and the
 * load generator allow before Portico does any work.
 */
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
await app.listen({ host: process.env.HOST ?? "127.0.0.1", port: Number(process.env.PORT ?? 3361) });
process.send?.({ type: "ready" });
// The CPU time this server has used so far, when the bench asks (it takes the difference over a run).
process.on("message", (message: { type: string }) => {
  if (message.type !== "usage") return;
  const cpu = process.cpuUsage();
  process.send?.({ type: "usage", cpuMs: (cpu.user + cpu.system) / 1000 });
});
// The bench closing the channel (finished or gone) stops the baseline with it.
process.once("disconnect", () => void app.close().finally(() => process.exit(0)));
