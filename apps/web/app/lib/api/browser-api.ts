import { getClientI18n } from "../i18n/client-i18n";
import { signOutAfterUnauthorized } from "../session/sign-out";
import { readToken } from "../session/token";
import { type ApiClient, createApiClient } from "./create-api-client";
import { createFetchTransport } from "./fetch-transport";

let client: ApiClient | undefined;

/** The API client for browser-side code (client loaders, event handlers). */
export function browserApi(): ApiClient {
  client ??= createApiClient(
    createFetchTransport({ getToken: readToken, getLanguage: () => getClientI18n().language }),
    { onUnauthorized: signOutAfterUnauthorized },
  );
  return client;
}
