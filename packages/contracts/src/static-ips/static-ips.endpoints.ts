import { z } from "zod";
import { access } from "../access.ts";
import { defineEndpoint } from "../endpoint.ts";
import { RowIdSchema } from "../request-bounds.ts";
import {
  RENEW_BLOCKS,
  SORT_ORDERS,
  STATIC_IP_LOOKUP_MAX,
  STATIC_IP_PAGE_SIZE_MAX,
  STATIC_IP_SELECTION_MAX,
  STATIC_IP_SORT_FIELDS,
  STATIC_IP_TAG_MAX,
  StaticIpError,
  StaticIpStatus,
} from "./static-ips.codes.ts";

const OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
/** A dotted IPv4 address. */
const IPV4 = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);
/** The list's IP filter: a whole address, or one to three whole octets (`198.18`, `198.18.`). */
const IPV4_OR_PREFIX = new RegExp(`^(?:${OCTET}(?:\\.${OCTET}){3}|${OCTET}(?:\\.${OCTET}){0,2}\\.?)$`);

const StatusSchema = z.union([
  z.literal(StaticIpStatus.Opening),
  z.literal(StaticIpStatus.Normal),
  z.literal(StaticIpStatus.Expired),
  z.literal(StaticIpStatus.Disabled),
]);
const SortFields = {
  /** `create_time` (purchase), `expire_time` or `ip` (numeric address order); purchase time by default. */
  sortField: z.enum(STATIC_IP_SORT_FIELDS).default("create_time"),
  /** Newest, latest or highest first by default. */
  sortOrder: z.enum(SORT_ORDERS).default("desc"),
};
/** A typed order number: matched exactly, in capitals; an unknown one matches no IP. */
const OrderNoFilter = z.string().trim().max(40);

/** A query parameter given once is a string; repeated (`ips=a&ips=b`), an array. */
const repeated = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(item).max(max));

/**
 * The IP list's query (spec 02 §7). `page` is the page the pager shows; pages are read by seek
 * from `cursor` (the `next_cursor` or `prev_cursor` of the page beside it), and without one by
 * position only within the first 10,000 IPs (ADR 412).
 */
export const StaticIpListQuerySchema = z.object({
  page: z.coerce.number<number>().int().min(1).max(10_000_000).default(1),
  limit: z.coerce.number<number>().int().min(1).max(STATIC_IP_PAGE_SIZE_MAX).default(10),
  cursor: z.string().max(400).optional(),
  orderNo: OrderNoFilter.optional(),
  /** A whole address (exact) or whole leading octets (the addresses under them). */
  ip: z.string().trim().regex(IPV4_OR_PREFIX).optional(),
  /** Addresses to look up (the import check), `ips=…` repeated; at most 200 per call. */
  ips: repeated(z.string().trim().regex(IPV4), STATIC_IP_LOOKUP_MAX).optional(),
  status: z.coerce.number<number>().pipe(StatusSchema).optional(),
  tag: z.string().trim().max(STATIC_IP_TAG_MAX).optional(),
  ...SortFields,
});
export type StaticIpListQuery = z.input<typeof StaticIpListQuerySchema>;

/** One of the customer's IPs as the manager lists it (spec 02 §3 Static IP). Times in unix seconds. */
export const StaticIpRowSchema = z.object({
  id: z.number().int().positive(),
  ip: z.string(),
  port: z.number().int(),
  /** The region's name in the request's language. */
  country: z.string(),
  /** The region's code (`USA`, `USA-CA`): the export and copy calls' `region`. */
  region: z.string(),
  /** The order that bought it ("" if that order is gone from view). */
  order_no: z.string(),
  /** Purchase time. */
  create_time: z.number().int().nonnegative(),
  expire_time: z.number().int().nonnegative(),
  /** Whole days left, negative once expired (rounded down: expired an hour ago is −1). */
  extime: z.number().int(),
  /** 2 normal, 3 expired (spec 02 §4; 1 opening and 5 disabled are not held by customers today). */
  status: StatusSchema,
  /** "" when untagged. */
  tag: z.string(),
  /** Whether a renewal may name it now: normal, or expired at most 4 days ago (spec 02 §4). */
  renewable: z.boolean(),
  /** Why not, when not renewable; null when it is. */
  renew_block: z.enum(RENEW_BLOCKS).nullable(),
});
export type StaticIpRow = z.infer<typeof StaticIpRowSchema>;

export const StaticIpListResponseSchema = z.object({
  /** The server's clock, unix seconds: `extime` and `status` are as of this instant. */
  time: z.number().int(),
  /**
   * IPs matching the filters, counted up to 10,000, with a page asked for by number (no cursor);
   * null on a page read by cursor, whose pager keeps the count of the page it came from.
   */
  total: z.number().int().nonnegative().nullable(),
  /** True when there are more than `total`: show "10,000+"; null when not counted. */
  total_capped: z.boolean().nullable(),
  page: z.number().int().positive(),
  list: z.array(StaticIpRowSchema),
  /** Send with `page + 1` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
  /** Send with `page - 1` for the page before; null on the first page. */
  prev_cursor: z.string().nullable(),
});
export type StaticIpListResponse = z.infer<typeof StaticIpListResponseSchema>;

/**
 * What export and copy act on (spec 02 §7): the chosen IPs by id, or an order's IPs, narrowed by
 * status and region code. Ids that are not the caller's are ignored like unknown ids.
 */
export const StaticIpSelectionSchema = z.object({
  ip_ids: z.array(RowIdSchema).max(STATIC_IP_SELECTION_MAX).optional(),
  orderNo: OrderNoFilter.optional(),
  status: StatusSchema.optional(),
  region: z.string().trim().max(40).optional(),
});
export type StaticIpSelection = z.input<typeof StaticIpSelectionSchema>;

/** `IP:PORT:USER:PASS`, one per IP (spec 02 §2 accounts[]). */
const AccountsResponseSchema = z.object({ accounts: z.array(z.string()) });

const tag = "static-ips";
const selectionErrors = [StaticIpError.no_ips_selected, StaticIpError.no_matching_ips];

export const staticIpList = defineEndpoint({
  operationId: "staticIpList",
  method: "GET",
  path: "/api/staticip/list",
  tag,
  summary: "The customer's static IPs: filtered, sorted, paged by seek, counted up to 10,000",
  access: access.customer("proxies:read"),
  query: StaticIpListQuerySchema,
  response: StaticIpListResponseSchema,
  errors: [StaticIpError.list_cursor_invalid, StaticIpError.list_page_needs_cursor],
});

export const exportStaticIps = defineEndpoint({
  operationId: "exportStaticIps",
  method: "POST",
  path: "/api/staticip/export",
  tag,
  summary: "The chosen IPs as IP_List.xlsx, with their proxy credentials (base64 inside the answer)",
  access: access.customer("proxies:read"),
  body: StaticIpSelectionSchema.extend(SortFields),
  response: z.object({
    filename: z.string(),
    content_type: z.string(),
    /** The xlsx file, base64: it travels inside the (sealed) answer like every other secret. */
    content_base64: z.string(),
    rows: z.number().int().nonnegative(),
  }),
  errors: selectionErrors,
});

export const staticIpOrderAccounts = defineEndpoint({
  operationId: "staticIpOrderAccounts",
  method: "POST",
  path: "/api/staticip/orderAccounts",
  tag,
  summary: "An order's IPs (or chosen ones) as IP:PORT:USER:PASS lines",
  access: access.customer("proxies:read"),
  body: StaticIpSelectionSchema,
  response: AccountsResponseSchema,
  errors: selectionErrors,
});

export const staticIpAccounts = defineEndpoint({
  operationId: "staticIpAccounts",
  method: "POST",
  path: "/api/staticip/accounts",
  tag,
  summary: "The chosen IPs (or an order's) as IP:PORT:USER:PASS lines",
  access: access.customer("proxies:read"),
  body: StaticIpSelectionSchema,
  response: AccountsResponseSchema,
  errors: selectionErrors,
});

export const tagStaticIps = defineEndpoint({
  operationId: "tagStaticIps",
  method: "POST",
  path: "/api/staticip/tag",
  tag,
  summary: "Sets the tag of the chosen IPs (an empty tag clears it)",
  access: access.customer("proxies:write"),
  body: z.object({
    ip_ids: z.array(RowIdSchema).min(1).max(STATIC_IP_SELECTION_MAX),
    tag: z.string().trim().max(STATIC_IP_TAG_MAX),
  }),
  response: z.object({ updated: z.number().int().nonnegative(), tag: z.string() }),
  errors: [StaticIpError.no_matching_ips],
});

export const memberTags = defineEndpoint({
  operationId: "memberTags",
  method: "GET",
  path: "/api/member/tags",
  tag,
  summary: "The distinct tags on the customer's IPs, alphabetically (at most 500)",
  access: access.customer("proxies:read"),
  response: z.object({ list: z.array(z.string()) }),
  errors: [],
});
