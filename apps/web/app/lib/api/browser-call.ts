import type { ApiTransport, Endpoint, EndpointArgs, EndpointData } from "@portico/contracts";
import { CONSOLE_HEADER } from "@portico/contracts/codes";
import { getClientI18n } from "../i18n/client-i18n";
import { signOutAfterUnauthorized } from "../session/sign-out";
import { readToken } from "../session/token";
import { createCaller, type EndpointCaller } from "./call-endpoint";
import { isEnvelopeOn } from "./envelope-mode";
import { createFetchTransport, type FetchTransportOptions } from "./fetch-transport";

let caller: EndpointCaller | undefined;
let consoleCaller: EndpointCaller | undefined;

/**
 * Plain fetch, or the sealed transport when the server asks for the envelope (ADR 012); that one
 * loads with the first call, so pages of a server without the envelope never download it.
 */
export function createBrowserTransport(options: FetchTransportOptions): ApiTransport {
  if (!isEnvelopeOn()) return createFetchTransport(options);
  const sealed = import("./envelope-transport").then(({ createEnvelopeTransport }) => createEnvelopeTransport(options));
  return async (request) => (await sealed)(request);
}

/**
 * Calls an endpoint from the browser (client loaders, event handlers), with the session token
 * and the interface language; a 401 signs the customer out (spec 02 §4). Public pages import
 * this and their endpoints lazily, inside the handler that calls them, so neither the schemas
 * nor zod load before a visitor acts.
 */
export function browserCall<E extends Endpoint>(endpoint: E, ...args: EndpointArgs<E>): Promise<EndpointData<E>> {
  if (isConsoleEndpoint(endpoint)) return consoleCall(endpoint, ...args);
  caller ??= createCaller(
    createBrowserTransport({ getToken: readToken, getLanguage: () => getClientI18n().language }),
    {
      onUnauthorized: signOutAfterUnauthorized,
    },
  );
  return caller(endpoint, ...args);
}

/**
 * Calls an endpoint with a session that is not kept yet: a login waiting for the customer to
 * accept the privacy policy and terms (ADR 101). Its 401 signs nobody out, since nothing is stored.
 */
export function browserCallWithSession<E extends Endpoint>(
  sessionToken: string,
  endpoint: E,
  ...args: EndpointArgs<E>
): Promise<EndpointData<E>> {
  const pending = createCaller(
    createBrowserTransport({ getToken: () => sessionToken, getLanguage: () => getClientI18n().language }),
  );
  return pending(endpoint, ...args);
}

const isConsoleEndpoint = (endpoint: Endpoint) => endpoint.path.startsWith("/api/console/");

/**
 * A console call (ADR 420): the staff cookie is the credential, so the customer's token is not
 * sent and a 401 does not sign the customer out; every call carries `x-portico-console: 1`, which
 * the server asks of each console mutation. It is a plain HTTP header beside the sealed body or
 * query, as the envelope's own session-key header is, so it reaches the server envelope on or off.
 */
function consoleCall<E extends Endpoint>(endpoint: E, ...args: EndpointArgs<E>): Promise<EndpointData<E>> {
  consoleCaller ??= createCaller(
    withConsoleHeader(createBrowserTransport({ getToken: () => null, getLanguage: () => getClientI18n().language })),
  );
  return consoleCaller(endpoint, ...args);
}

function withConsoleHeader(transport: ApiTransport): ApiTransport {
  return (request) => transport({ ...request, headers: { ...request.headers, [CONSOLE_HEADER]: "1" } });
}
