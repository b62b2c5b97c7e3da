import { startLocalCluster } from "./local-cluster.ts";

// `npm run cluster:local`: nginx on 127.0.0.1:CLUSTER_PORT (8088) in front of two Portico
// instances on one PostgreSQL (DATABASE_URL; the first instance runs the jobs). Ctrl-C stops all.
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    "cluster:local needs PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/portico_cluster); " +
      "the embedded database serves one process only.",
  );
  process.exit(1);
}
const port = Number(process.env.CLUSTER_PORT ?? 8088);
const cluster = await startLocalCluster({
  databaseUrl,
  port,
  instances: Number(process.env.CLUSTER_INSTANCES ?? 2),
  log: (line) => {
    if (!line.includes('"level":30')) console.log(line);
  },
});
console.log(`\nPortico through nginx: ${cluster.url}`);
for (const member of cluster.instances) console.log(`  instance ${member.name}: ${member.url}`);
console.log("Ctrl-C stops nginx and the instances (each drains first).\n");
const stop = async () => {
  await cluster.stop();
  process.exit(0);
};
process.once("SIGINT", () => void stop());
process.once("SIGTERM", () => void stop());
