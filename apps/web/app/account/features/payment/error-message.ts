import { ApiError } from "../../../lib/api/api-error";

/** A failed payment call shows the server's message when it sent one, else `fallback` (spec 02 §8). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
