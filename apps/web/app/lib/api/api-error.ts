import { CommonError } from "@portico/contracts/codes";

/** A failed API call: the server's localised message (when it sent one) and its stable error code. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** The server's `msg`, already localised; null when the answer was not an envelope. */
  readonly serverMessage: string | null;
  readonly code: string;
  readonly status: number;

  constructor(serverMessage: string | null, code: string, status: number) {
    super(serverMessage ?? `API call failed with status ${status} (${code})`);
    this.serverMessage = serverMessage;
    this.code = code;
    this.status = status;
  }

  /** The answer was not an envelope at all (a proxy error page, an empty body). */
  static unexpected(status: number): ApiError {
    return new ApiError(null, CommonError.internal_error.code, status);
  }
}
