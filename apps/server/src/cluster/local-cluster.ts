import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { REPO_ROOT } from "../config.ts";

/**
 * Several Portico instances on one PostgreSQL database behind nginx on this machine (issue #27):
 * what `npm run cluster:local` runs and what the cluster test drives. nginx runs Debian's binary
 * with `deploy/nginx.conf` — the compose file's — its upstreams pointed at the instances' ports,
 * from a prefix directory of its own, so nothing of the system's nginx is touched.
 */
export type ClusterInstance = {
  readonly name: string;
  readonly url: string;
  /** SIGTERM (the instance drains) and wait for the process to end; answers its exit code. */
  stop(): Promise<number | null>;
  /** Starts it again and waits until /readyz answers 200. */
  start(): Promise<void>;
};

export type LocalCluster = {
  /** nginx's address: what customers would use. */
  readonly url: string;
  readonly instances: readonly ClusterInstance[];
  stop(): Promise<void>;
};

export type ClusterOptions = {
  databaseUrl: string;
  /** nginx's port on 127.0.0.1; the instances take the next ones. */
  port: number;
  instances?: number;
  /** Extra environment for every instance (WEB_BUILD_DIR, PUBLIC_CACHE_SECONDS…). */
  env?: Record<string, string>;
  /** The script each instance runs: `scripts/start.js` (builds the web app when missing) by default. */
  entry?: string;
  log?: (line: string) => void;
};

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export async function startLocalCluster(options: ClusterOptions): Promise<LocalCluster> {
  const count = options.instances ?? 2;
  const prefix = mkdtempSync(path.join(tmpdir(), "portico-cluster-"));
  const log = options.log ?? (() => undefined);
  const instances = Array.from({ length: count }, (_, index) =>
    instance({
      name: String.fromCharCode(97 + index),
      port: options.port + 1 + index,
      entry: options.entry ?? "scripts/start.js",
      env: {
        DATABASE_URL: options.databaseUrl,
        PUBLIC_URL: `http://127.0.0.1:${options.port}`,
        TRUST_PROXY: "loopback",
        // The first instance runs the jobs; the others keep their CPU for requests.
        JOBS: index === 0 ? "on" : "off",
        ...options.env,
      },
      log,
    }),
  );
  // One after the other: the first applies any migrations under their lock, the rest find none.
  for (const member of instances) await member.start();
  const nginx = await startNginx(prefix, options.port, instances, log);
  return {
    url: `http://127.0.0.1:${options.port}`,
    instances,
    async stop() {
      await Promise.all([nginx.stop(), ...instances.map((member) => member.stop())]);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

function instance(spec: {
  name: string;
  port: number;
  entry: string;
  env: Record<string, string>;
  log: (line: string) => void;
}): ClusterInstance {
  let child: ChildProcess | undefined;
  let exited: Promise<number | null> | undefined;
  const url = `http://127.0.0.1:${spec.port}`;
  return {
    name: spec.name,
    url,
    async start() {
      if (child) throw new Error(`instance ${spec.name} is running`);
      const running = spawn(process.execPath, [path.join(REPO_ROOT, spec.entry)], {
        cwd: REPO_ROOT,
        env: {
          PATH: process.env.PATH ?? "",
          NODE_ENV: "production",
          HOST: "127.0.0.1",
          PORT: String(spec.port),
          LOG_FORMAT: "json",
          LOG_LEVEL: "warn",
          PAYMENT_SANDBOX: "allow",
          ...spec.env,
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child = running;
      exited = new Promise((resolve) =>
        running.on("close", (code) => {
          child = undefined;
          resolve(code);
        }),
      );
      running.stdout?.on("data", (chunk: Buffer) => spec.log(`[${spec.name}] ${chunk.toString().trimEnd()}`));
      running.stderr?.on("data", (chunk: Buffer) => spec.log(`[${spec.name}!] ${chunk.toString().trimEnd()}`));
      await waitUntil(
        async () => (await fetch(`${url}/readyz`).catch(() => undefined))?.status === 200,
        60_000,
        `instance ${spec.name} on ${url}`,
        () => child === undefined,
      );
    },
    async stop() {
      if (!child || !exited) return null;
      child.kill("SIGTERM");
      return exited;
    },
  };
}

/** nginx with the compose file's configuration, its upstreams on this machine's ports. */
async function startNginx(
  prefix: string,
  port: number,
  instances: readonly ClusterInstance[],
  log: (line: string) => void,
) {
  const template = readFileSync(path.join(REPO_ROOT, "deploy/nginx.conf"), "utf8");
  // The template's own server options (how failures are counted), on this machine's addresses.
  const serverOptions = /server \S+ ([^;]*);/.exec(template)?.[1] ?? "";
  const upstreams = instances.map((member) => `    server ${new URL(member.url).host} ${serverOptions};`).join("\n");
  const config = template
    .replace(/upstream portico \{[^}]*\}/, `upstream portico {\n${upstreams}\n  }`)
    .replace("listen 80;", `listen 127.0.0.1:${port};`)
    .replace(
      "worker_processes auto;",
      `worker_processes 1;\npid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log warn;`,
    )
    .replace(
      "http {",
      `http {\n  access_log off;\n  client_body_temp_path ${prefix}/body;\n  proxy_temp_path ${prefix}/proxy;\n  fastcgi_temp_path ${prefix}/fastcgi;\n  uwsgi_temp_path ${prefix}/uwsgi;\n  scgi_temp_path ${prefix}/scgi;`,
    );
  const file = path.join(prefix, "nginx.conf");
  writeFileSync(file, config);
  const nginx = spawn(NGINX, ["-p", prefix, "-c", file, "-g", "daemon off;"], { stdio: ["ignore", "pipe", "pipe"] });
  nginx.stderr?.on("data", (chunk: Buffer) => log(`[nginx] ${chunk.toString().trimEnd()}`));
  const exited = new Promise<void>((resolve) => nginx.on("close", () => resolve()));
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  await waitUntil(
    async () => (await fetch(`http://127.0.0.1:${port}/livez`).catch(() => undefined))?.status === 200,
    15_000,
    `nginx on 127.0.0.1:${port}`,
    () => ended,
  );
  return {
    async stop() {
      nginx.kill("SIGQUIT");
      await exited;
    },
  };
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string, gone: () => boolean) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    if (gone()) throw new Error(`${what} ended before it was ready`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} was not ready within ${timeoutMs} ms`);
}
