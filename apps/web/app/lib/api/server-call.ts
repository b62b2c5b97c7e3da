import type { RouterContextProvider } from "react-router";
import { appContext } from "../app-context";
import { createCaller, type EndpointCaller } from "./call-endpoint";

/** Calls endpoints from a server loader, through this request's in-process transport (app.inject). */
export function serverCaller(context: Readonly<RouterContextProvider>): EndpointCaller {
  return createCaller(context.get(appContext).api);
}
