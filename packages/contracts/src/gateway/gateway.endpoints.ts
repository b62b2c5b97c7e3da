import { z } from "zod";
import { access } from "../access.ts";
import { EMAIL_PATTERN } from "../accounts/accounts.codes.ts";
import { defineEndpoint } from "../endpoint.ts";
import { MAX_UNIX_SECONDS } from "../request-bounds.ts";
import {
  GatewayError,
  MAX_USAGE_RECORD_BYTES,
  MAX_USAGE_RECORDS,
  PROXY_AUTH_REFUSALS,
  PROXY_USERNAME_PATTERN,
  USAGE_BATCH_ID_PATTERN,
} from "./gateway.codes.ts";

/**
 * The proxy gateway's calls (ADR 411): `Authorization: Bearer <GATEWAY_SERVICE_TOKEN>`. Anyone
 * else — a customer, an API key, an anonymous caller — is answered as if there were no such route.
 */

/** Bytes one account moved in one hour, as the gateway measured them. */
export const UsageRecordSchema = z.object({
  username: z.string().regex(PROXY_USERNAME_PATTERN),
  /** Unix seconds: the hour's start, or any second within it. */
  hour: z.number().int().nonnegative().max(MAX_UNIX_SECONDS),
  bytes: z.number().int().nonnegative().max(MAX_USAGE_RECORD_BYTES),
});

export const UsageBatchSchema = z.object({
  batch_id: z.string().regex(USAGE_BATCH_ID_PATTERN),
  records: z.array(UsageRecordSchema).min(1).max(MAX_USAGE_RECORDS),
});
export type UsageBatch = z.infer<typeof UsageBatchSchema>;

/** What a batch did; a batch sent again with the same id is answered exactly this, and changes nothing. */
export const UsageBatchResultSchema = z.object({
  accepted: z.literal(true),
  batch_id: z.string(),
  records: z.number().int().nonnegative(),
  reported_bytes: z.number().int().nonnegative(),
  /** Less than reported when an account ran out: usage is debited down to zero, never below. */
  debited_bytes: z.number().int().nonnegative(),
  /** Usernames of the batch with no residential account: nothing was debited for them. */
  unknown_usernames: z.array(z.string()),
  /** Usernames of the batch with no traffic left after it: stop serving them. */
  out_of_traffic: z.array(z.string()),
  /** Usernames of the batch whose account has expired: stop serving them. */
  expired: z.array(z.string()),
});
export type UsageBatchResult = z.infer<typeof UsageBatchResultSchema>;

export const ProxyAuthResultSchema = z.object({
  allowed: z.boolean(),
  /** Why not, when not allowed: an unknown username or a wrong password, no traffic left, or expired. */
  reason: z.enum(PROXY_AUTH_REFUSALS).nullable(),
  /** Bytes the account may still use (0 for an unknown one). */
  remaining_bytes: z.number().int().nonnegative(),
  /** Unix seconds when the account expires; 0 when it never does or is unknown. */
  expire_time: z.number().int().nonnegative(),
});
export type ProxyAuthResult = z.infer<typeof ProxyAuthResultSchema>;

const tag = "gateway";

export const reportUsage = defineEndpoint({
  operationId: "reportUsage",
  method: "POST",
  path: "/api/internal/usage",
  tag,
  summary: "The gateway reports traffic per account and hour; debited from each account's balance, down to zero",
  access: access.internal("gateway"),
  body: UsageBatchSchema,
  response: UsageBatchResultSchema,
  errors: [GatewayError.usage_batch_conflict, GatewayError.usage_hour_in_future],
});

export const proxyAuth = defineEndpoint({
  operationId: "proxyAuth",
  method: "POST",
  path: "/api/internal/proxy_auth",
  tag,
  summary: "Whether the gateway may serve a residential proxy login now, and if not why",
  access: access.internal("gateway"),
  body: z.object({ username: z.string().max(200), password: z.string().max(200) }),
  response: ProxyAuthResultSchema,
  errors: [],
});

export const proxyAccountByEmail = defineEndpoint({
  operationId: "proxyAccountByEmail",
  method: "POST",
  path: "/api/internal/proxy_account",
  tag,
  summary: "A customer's residential account by email: its username and bytes left (operator tools: demo:traffic)",
  access: access.internal("gateway"),
  body: z.object({ email: z.string().trim().toLowerCase().regex(EMAIL_PATTERN) }),
  response: z.object({
    username: z.string(),
    remaining_bytes: z.number().int().nonnegative(),
    used_bytes: z.number().int().nonnegative(),
    expire_time: z.number().int().nonnegative(),
    is_inf: z.union([z.literal(0), z.literal(1)]),
  }),
  errors: [GatewayError.customer_not_found, GatewayError.proxy_account_not_found],
});
