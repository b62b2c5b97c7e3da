import type { ApiTransport } from "@portico/contracts";

export type FetchTransportOptions = {
  getToken: () => string | null;
  getLanguage: () => string;
};

/** The browser side of the API: same-origin fetch carrying the session token and the UI language. */
export function createFetchTransport({ getToken, getLanguage }: FetchTransportOptions): ApiTransport {
  return async ({ method, path, body, headers }) => {
    const token = getToken();
    const response = await fetch(path, {
      method,
      headers: {
        Accept: "application/json",
        "Accept-Language": getLanguage(),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(token ? { token } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? parseJson(text) : null };
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
