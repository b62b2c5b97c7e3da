import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { FastifyInstance } from "fastify";

/**
 * Does what the browser widget does: fetch a challenge, find the proof of work, and encode the
 * payload. Tests run with a tiny cost so this takes milliseconds.
 */
export async function solveAltcha(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: "GET", url: "/api/captcha/altcha" });
  const challenge = response.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("could not solve the ALTCHA challenge");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
