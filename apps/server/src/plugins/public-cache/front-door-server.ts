import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { FastifyServerOptions } from "fastify";
import type { FrontDoor } from "./front-door.ts";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Fastify's HTTP server with the front door before its handler (ADR 013). The server is made
 * as Fastify makes its own HTTP/1 server (its timeouts and keep-alive), which it does not do
 * once given a factory.
 */
export function frontDoorServerFactory(front: FrontDoor) {
  return (fastifyHandler: Handler, options: FastifyServerOptions): Server => {
    const server = createServer((request, response) => {
      if (!front.answer(request, response)) fastifyHandler(request, response);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket !== undefined && options.maxRequestsPerSocket > 0) {
      server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    }
    return server;
  };
}
