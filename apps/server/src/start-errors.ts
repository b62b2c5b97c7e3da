import { ConfigError, ConfigRefused } from "./config.ts";
import type { DatabaseTarget } from "./db/client.ts";

/**
 * A start that fails for a reason the operator can fix is one sentence on stderr — the cause and
 * the fix — and a non-zero exit, never a stack trace. Anything not recognised here keeps its
 * stack: that is a bug to report, not a setting to change. (A missing web build is a StartError
 * too: plugins/web-build.ts.)
 */
export class StartError extends Error {
  override name = "StartError";
}

/** The sentence for an error the operator can fix, or undefined for anything else. */
export function startErrorSentence(error: unknown): string | undefined {
  if (error instanceof StartError || error instanceof ConfigRefused) return error.message;
  if (error instanceof ConfigError) return configSentence(error);
  return undefined;
}

/** ConfigError lists one `NAME: problem` line per bad variable; the sentence keeps them on one line. */
function configSentence(error: ConfigError): string {
  const [, ...problems] = error.message.split("\n").map((line) => line.trim());
  const list = problems.filter(Boolean).join("; ");
  return `Invalid configuration: ${list || error.message}. Fix the variable in the environment (or unset it to use its default) and start again.`;
}

type Address = { host: string; port: number };

/** The server could not listen: the port is taken, needs privileges, or HOST is not ours. */
export function listenProblem(error: unknown, { host, port }: Address): StartError | undefined {
  switch (errorCode(error)) {
    case "EADDRINUSE":
      return new StartError(
        `Port ${port} is already in use on ${host}: set PORT to a free port (for example PORT=${port + 1}) or stop the other process.`,
        { cause: error },
      );
    case "EACCES":
      return new StartError(
        `Port ${port} on ${host} needs privileges this process lacks: set PORT to 1024 or above and put a reverse proxy in front.`,
        { cause: error },
      );
    case "EADDRNOTAVAIL":
      return new StartError(
        `HOST ${host} is not an address of this machine: set HOST to one of its addresses, or 0.0.0.0 for all of them.`,
        { cause: error },
      );
    default:
      return undefined;
  }
}

/** Where the data lives, never with the password: `host:port` and the database name. */
function postgresPlace(url: string) {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, "")) || parsed.username || "postgres";
  return {
    address: `${parsed.hostname}:${parsed.port || "5432"}`,
    host: parsed.hostname,
    database,
    user: decodeURIComponent(parsed.username) || "the default user",
  };
}

const USE_EMBEDDED = "or unset DATABASE_URL to use the embedded database";

/** The database could not be opened or reached: a sentence for the causes an operator can fix. */
export function databaseProblem(error: unknown, target: DatabaseTarget): StartError | undefined {
  const code = errorCode(error);
  if (target.driver === "pglite") {
    if (code === "EACCES" || code === "EPERM" || code === "EROFS" || code === "ENOTDIR") {
      return new StartError(
        `The embedded database cannot use ${target.dataDir ?? "its directory"} (${code}): set PGLITE_DATA_DIR to a directory this user can write.`,
        { cause: error },
      );
    }
    return undefined;
  }
  const { address, host, database, user } = postgresPlace(target.url);
  const fix = (what: string, todo: string) => new StartError(`${what}: ${todo}.`, { cause: error });
  switch (code) {
    case "ECONNREFUSED":
      return fix(
        `Cannot reach PostgreSQL at ${address} (database ${database}): the connection was refused`,
        `start the server, or fix the host and port in DATABASE_URL, ${USE_EMBEDDED}`,
      );
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return fix(
        `Cannot find the PostgreSQL host ${host} of DATABASE_URL (database ${database}): the name does not resolve`,
        `fix the host in DATABASE_URL, ${USE_EMBEDDED}`,
      );
    case "ETIMEDOUT":
    case "EHOSTUNREACH":
    case "ENETUNREACH":
    case "CONNECT_TIMEOUT":
      return fix(
        `Cannot reach PostgreSQL at ${address} (database ${database}): no answer`,
        `check that the server is up and that a firewall lets this machine through, ${USE_EMBEDDED}`,
      );
    case "28P01":
    case "28000":
      return fix(
        `PostgreSQL at ${address} refused the login of ${user} to database ${database}`,
        "fix the user and password in DATABASE_URL, or allow this user in the server's pg_hba.conf",
      );
    case "3D000":
      return fix(
        `PostgreSQL at ${address} has no database ${database}`,
        `create it (createdb ${database}) or fix the database name in DATABASE_URL`,
      );
    default:
      return undefined;
  }
}

/** Another live Portico holds the embedded data directory (db/data-dir-lock.ts). */
export function dataDirectoryInUse(dataDir: string, pid: number): StartError {
  return new StartError(
    `The embedded database in ${dataDir} is in use by another running Portico (process ${pid}): stop that process, or set PGLITE_DATA_DIR to another directory.`,
  );
}

/** `npm start` found no web build and could not make one. */
export function webBuildCannotBeMade(webBuildDir: string, reason: string): StartError {
  return new StartError(
    `No web build in ${webBuildDir}, and one cannot be made (${reason}): run \`npm run build\` and fix what it reports, or set WEB_BUILD_DIR to a directory that holds a build.`,
  );
}

/**
 * The error code of a failure: Node's system errors and PostgreSQL's SQLSTATE both use `code`.
 * Connecting to a name with several addresses fails with an AggregateError of one error each.
 */
function errorCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") return code;
  if (error instanceof AggregateError) {
    for (const inner of error.errors) {
      const innerCode = errorCode(inner);
      if (innerCode) return innerCode;
    }
  }
  const message = (error as { message?: unknown }).message;
  // pg's pool reports its connectionTimeoutMillis without a code.
  if (
    typeof message === "string" &&
    /timeout exceeded when trying to connect|Connection terminated due to connection timeout/i.test(message)
  ) {
    return "CONNECT_TIMEOUT";
  }
  const cause = (error as { cause?: unknown }).cause;
  return cause === undefined ? undefined : errorCode(cause);
}
