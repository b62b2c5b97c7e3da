import { existsSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { SsrRequestDeps } from "@portico/contracts";
import {
  type CreateRequestHandlerFunction,
  createRequestHandler,
  type RouterContextProvider,
  type ServerBuild,
} from "react-router";
import { StartError } from "../start-errors.ts";

export type CreateAppLoadContext = (deps: SsrRequestDeps) => RouterContextProvider;

/** How the server reaches the web app: a fixed build in production, Vite in development. */
export type WebApp = {
  mode: "production" | "development";
  /**
   * React Router's handler factory, from the same module instance the build imports: under Vite
   * the build gets react-router's "development" export, and a RouterContextProvider made by
   * one copy fails the `instanceof` check of the other.
   */
  createRequestHandler: CreateRequestHandlerFunction;
  /** Resolves the server build for a request (Vite reloads it on change in development). */
  loadBuild: () => Promise<ServerBuild>;
  /** Production: the client build, served as static files. */
  clientDir?: string;
  /** Development: Vite's connect middleware (source modules, HMR client, public files). */
  devMiddleware?: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
  /** Development: stops Vite's file watcher when the server closes. */
  close?: () => Promise<void>;
};

export class WebBuildMissingError extends StartError {
  override name = "WebBuildMissingError";
}

/**
 * The web build's entry.server must export `createAppLoadContext(deps: SsrRequestDeps)`:
 * the server never imports web source, so this export is the whole SSR contract.
 */
export function appLoadContextFactory(build: ServerBuild): CreateAppLoadContext {
  const factory = (build.entry.module as unknown as Record<string, unknown>).createAppLoadContext;
  if (typeof factory !== "function") {
    throw new Error("The web build's entry.server does not export createAppLoadContext(deps: SsrRequestDeps)");
  }
  return factory as CreateAppLoadContext;
}

/** Whether `webBuildDir` holds a web build: the server entry and the client files. */
export function hasWebBuild(webBuildDir: string): boolean {
  return existsSync(path.join(webBuildDir, "server", "index.js")) && existsSync(path.join(webBuildDir, "client"));
}

/** Stops with what to do when `webBuildDir` holds no web build. */
export function assertWebBuild(webBuildDir: string): void {
  if (hasWebBuild(webBuildDir)) return;
  throw new WebBuildMissingError(
    `No web build found in ${webBuildDir} (expected server/index.js and client/): ` +
      "run `npm run build` first (`npm start` builds it when it can), or `npm run dev` for development.",
  );
}

/** Loads `${webBuildDir}/server/index.js` once; fails with what to do when it is missing. */
export async function loadProductionWebApp(webBuildDir: string): Promise<WebApp> {
  assertWebBuild(webBuildDir);
  const build = (await import(pathToFileURL(path.join(webBuildDir, "server", "index.js")).href)) as ServerBuild;
  appLoadContextFactory(build);
  const clientDir = path.join(webBuildDir, "client");
  return { mode: "production", createRequestHandler, loadBuild: async () => build, clientDir };
}
