import type { FastifyServerOptions } from "fastify";
import type { Config } from "../config.ts";

/** pino through Fastify; credentials never reach the log. */
export function loggerOptions(config: Pick<Config, "logLevel">): NonNullable<FastifyServerOptions["logger"]> {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.token",
        "req.headers.cookie",
        'res.headers["set-cookie"]',
        "headers.authorization",
        "headers.token",
        "headers.cookie",
      ],
      censor: "[redacted]",
    },
  };
}
