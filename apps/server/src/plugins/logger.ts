import type { FastifyServerOptions } from "fastify";
import { destination } from "pino";
import type { Config } from "../config.ts";

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions["logger"]>, boolean>;

/**
 * pino through Fastify; credentials never reach the log. On a terminal the lines are made
 * readable (pino-pretty, in its worker thread); anywhere else they stay JSON for the log
 * pipeline. `LOG_FORMAT` overrides the guess.
 */
export function loggerOptions(
  config: Pick<Config, "logLevel" | "logFormat">,
  onTerminal: boolean = process.stdout.isTTY === true,
): LoggerOptions {
  const pretty = (config.logFormat ?? (onTerminal ? "pretty" : "json")) === "pretty";
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
    ...(pretty
      ? {
          transport: {
            target: "pino-pretty",
            // The request line says method, path, status and time in its message already.
            options: {
              translateTime: "HH:MM:ss",
              ignore: "pid,hostname,reqId,method,path,status,ms",
              singleLine: true,
            },
          },
        }
      : {
          // Written without blocking: pino's default writes each line to stdout synchronously, one
          // system call per request in the request's own time (the largest cost of a cached page,
          // issue #14). Lines that arrive while a write is under way go out together with the
          // next one; pino writes what is left synchronously when the process exits.
          stream: destination({ dest: 1, sync: false }),
        }),
  };
}
