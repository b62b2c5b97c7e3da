import type { FastifyBaseLogger } from "fastify";

type Bindings = Parameters<FastifyBaseLogger["child"]>[0];
type ChildOptions = Parameters<FastifyBaseLogger["child"]>[1];
/** pino's log methods, overloads aside: they are passed on as they came. */
type AnyLogFn = (...args: unknown[]) => void;
type Level = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

/**
 * A request's logger (`request.log`), made into pino's child logger the first time something is
 * logged through it. Most requests log nothing through it — their one line is written by the
 * request log with the root logger (request-log.ts) — and a child per request was a few percent
 * of every request's time, more on routes with their own level (the probes) whose child pino
 * builds again (issue #14).
 */
class DeferredChildLogger implements FastifyBaseLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildOptions;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  get #made(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  get level(): string {
    return this.#made.level;
  }
  set level(level: string) {
    this.#made.level = level;
  }
  #log(level: Level, args: unknown[]): void {
    (this.#made[level] as AnyLogFn)(...args);
  }
  fatal(...args: unknown[]): void {
    this.#log("fatal", args);
  }
  error(...args: unknown[]): void {
    this.#log("error", args);
  }
  warn(...args: unknown[]): void {
    this.#log("warn", args);
  }
  info(...args: unknown[]): void {
    this.#log("info", args);
  }
  debug(...args: unknown[]): void {
    this.#log("debug", args);
  }
  trace(...args: unknown[]): void {
    this.#log("trace", args);
  }
  silent(...args: unknown[]): void {
    this.#log("silent", args);
  }
  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#made.child(bindings, options);
  }
  /** pino's level check, which plugins use before formatting a line. */
  isLevelEnabled(level: string): boolean {
    return (this.#made as unknown as { isLevelEnabled(level: string): boolean }).isLevelEnabled(level);
  }
}

/** Fastify's `childLoggerFactory`: the request's logger, made on first use. */
export function deferredChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: NonNullable<ChildOptions>,
): FastifyBaseLogger {
  return new DeferredChildLogger(logger, bindings, options);
}
