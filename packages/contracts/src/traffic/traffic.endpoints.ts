import { z } from "zod";
import { access } from "../access.ts";
import { defineEndpoint } from "../endpoint.ts";
import { MAX_UNIX_SECONDS } from "../request-bounds.ts";
import { TRAFFIC_USAGE_TYPES, TrafficError } from "./traffic.codes.ts";

/**
 * The customer's residential traffic account and static IP counts (spec 02 §3 "User traffic
 * account"). Traffic is in MB of 1,000,000 bytes, as decimals: usage is measured in bytes.
 * A customer who never bought residential traffic has no account yet: empty username and
 * password, zeros, and `expire_time` 0.
 */
export const ProxyUserSchema = z.object({
  /** The residential proxy credentials the generator builds on; empty before the first purchase. */
  username: z.string(),
  password: z.string(),
  /** MB left to use. */
  balance: z.number().nonnegative(),
  /** MB used so far. */
  usage: z.number().nonnegative(),
  /** The latest residential plan bought, in the request's language; empty before the first. */
  plan: z.string(),
  /** 1 when the account never expires (shown as "unlimited"), as stored; else 0. */
  is_inf: z.union([z.literal(0), z.literal(1)]),
  /** Unix seconds when the traffic expires; 0 without an account. */
  expire_time: z.number().int().nonnegative(),
  /** Static IPs the customer holds (expired ones still in their renewal grace included). */
  isp_num: z.number().int().nonnegative(),
  /** Of those, the IPs not yet expired. */
  isp_valid_num: z.number().int().nonnegative(),
});
export type ProxyUser = z.infer<typeof ProxyUserSchema>;

/**
 * An IANA time zone name (`Asia/Shanghai`, `America/New_York`, `UTC`), as the browser's
 * `Intl.DateTimeFormat().resolvedOptions().timeZone` gives it. Offsets (`+08:00`) are not taken:
 * PostgreSQL reads them with the POSIX sign, the opposite of ISO 8601's.
 */
export const TimeZoneSchema = z
  .string()
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/);

/**
 * The traffic chart's range (spec 02 §7). `start_time` and `end_time` are the range's instants in
 * unix seconds, the end excluded; `time_zone` (our addition beside the spec's fields) is the
 * customer's zone, which decides where each day starts and how points are labelled.
 */
export const TrafficUsageQuerySchema = z.object({
  start_time: z.number().int().nonnegative().max(MAX_UNIX_SECONDS),
  end_time: z.number().int().nonnegative().max(MAX_UNIX_SECONDS),
  type: z.enum(TRAFFIC_USAGE_TYPES),
  time_zone: TimeZoneSchema.default("UTC"),
});
export type TrafficUsageQuery = z.input<typeof TrafficUsageQuerySchema>;

/** One point of the chart (spec 02 §3 "Traffic usage point"). */
export const TrafficPointSchema = z.object({
  /** The point in the customer's zone: `2026-03-08` (days) or `2026-03-08 13:00` (hours). */
  date: z.string(),
  /** Unix seconds of the point's start. */
  time: z.number().int(),
  /** MB used during the point. */
  usage: z.number().nonnegative(),
  /** MB left at the point's end (residential balance). */
  residual: z.number().nonnegative(),
});
export type TrafficPoint = z.infer<typeof TrafficPointSchema>;

const tag = "traffic";

export const proxyUser = defineEndpoint({
  operationId: "proxyUser",
  method: "GET",
  path: "/api/member/proxy_user",
  tag,
  summary: "The residential traffic account (credentials, MB left and used, plan, expiry) and static IP counts",
  access: access.customer("proxies:read"),
  response: ProxyUserSchema,
  errors: [],
});

export const trafficUsage = defineEndpoint({
  operationId: "trafficUsage",
  method: "POST",
  path: "/api/member/traffic_usage",
  tag,
  summary: "Traffic used per hour or per day of the customer's time zone, with the balance left after each point",
  access: access.customer("proxies:read"),
  body: TrafficUsageQuerySchema,
  response: z.object({
    type: z.enum(TRAFFIC_USAGE_TYPES),
    time_zone: z.string(),
    /** Every point of the range, oldest first; a point without usage is 0. */
    list: z.array(TrafficPointSchema),
  }),
  errors: [TrafficError.traffic_range_invalid, TrafficError.traffic_range_too_long, TrafficError.unknown_time_zone],
});
