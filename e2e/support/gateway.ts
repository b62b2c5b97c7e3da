/**
 * Traffic reported as the proxy gateway reports it (ADR 411): `POST /api/internal/usage` with the
 * suite server's service token, so charts and balances show usage that went through the real
 * ingestion — the same path `npm run demo:traffic` takes.
 */
import { randomUUID } from "node:crypto";
import { expect } from "@playwright/test";
import { baseURL, gatewayToken } from "../playwright.config.ts";

export type UsageRecord = { username: string; hour: number; bytes: number };

/** One usage batch; answers what it debited. */
export async function reportUsage(records: UsageRecord[]): Promise<{ debited_bytes: number }> {
  const response = await fetch(`${baseURL}/api/internal/usage`, {
    method: "POST",
    headers: { authorization: `Bearer ${gatewayToken}`, "content-type": "application/json" },
    body: JSON.stringify({ batch_id: `e2e-${randomUUID()}`, records }),
  });
  const body = (await response.json()) as { data?: { debited_bytes: number }; msg?: string };
  expect(response.status, body.msg).toBe(200);
  return body.data as { debited_bytes: number };
}

/** The start of the hour `hoursAgo` hours before now, in unix seconds. */
export function hourStart(hoursAgo: number, now = Date.now()): number {
  return (Math.floor(now / 3_600_000) - hoursAgo) * 3600;
}
