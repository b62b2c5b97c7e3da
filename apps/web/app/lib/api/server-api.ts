import type { RouterContextProvider } from "react-router";
import { appContext } from "../app-context";
import { type ApiClient, createApiClient } from "./create-api-client";

/** The API client for server loaders, bound to the in-process transport of this request. */
export function serverApi(context: Readonly<RouterContextProvider>): ApiClient {
  return createApiClient(context.get(appContext).api);
}
