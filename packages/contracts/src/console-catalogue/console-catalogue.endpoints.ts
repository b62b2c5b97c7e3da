import { z } from "zod";
import { access } from "../access.ts";
import { ResidentialPlanTypeSchema } from "../catalogue/catalogue.endpoints.ts";
import { defineEndpoint } from "../endpoint.ts";
import { RowIdSchema } from "../request-bounds.ts";
import { ContinentSchema } from "../static-regions/static-regions.endpoints.ts";
import {
  CATALOGUE_LIMITS,
  CatalogueError,
  COUNTRY_CODE_PATTERN,
  PLACE_CODE_PATTERN,
} from "./console-catalogue.codes.ts";

const tag = "console-catalogue";

/** Dollars with at most 2 decimals (the database keeps cents). */
const dollars = (min: number) => z.number().min(min).max(CATALOGUE_LIMITS.maxPriceDollars).multipleOf(0.01);
const title = z.string().trim().min(1).max(CATALOGUE_LIMITS.titleMaxLength);
const trafficMb = z.number().int().min(0).max(CATALOGUE_LIMITS.maxTrafficMb);
const weight = z.number().int().min(-CATALOGUE_LIMITS.maxWeight).max(CATALOGUE_LIMITS.maxWeight);

/** A residential plan as the console edits it: both titles, every field, on sale or not. */
export const ConsolePlanSchema = z.object({
  id: z.number().int(),
  type: ResidentialPlanTypeSchema,
  title_en: z.string(),
  title_zh: z.string(),
  /** List price before discount, USD. */
  price: z.number(),
  /** What the customer pays, USD. */
  sale_price: z.number(),
  /** Percent off shown as a badge (0 = none). */
  discount_ratio: z.number().int(),
  days: z.number().int(),
  /** Traffic in MB. */
  flow: z.number().int(),
  /** Bonus traffic in MB. */
  give: z.number().int(),
  popular: z.boolean(),
  /** Display order: heavier first (the public panel shows the five heaviest). */
  weight: z.number().int(),
  active: z.boolean(),
});
export type ConsolePlan = z.infer<typeof ConsolePlanSchema>;

/** What creating or editing a plan sends: every editable field. */
export const PlanInputSchema = z.object({
  type: ResidentialPlanTypeSchema,
  title_en: title,
  title_zh: title,
  price: dollars(0),
  sale_price: dollars(0),
  discount_ratio: z.number().int().min(0).max(100),
  days: z.number().int().min(1).max(CATALOGUE_LIMITS.maxDays),
  flow: trafficMb,
  give: trafficMb,
  popular: z.boolean(),
  weight,
});
export type PlanInput = z.infer<typeof PlanInputSchema>;

export const consolePlans = defineEndpoint({
  operationId: "consolePlans",
  method: "GET",
  path: "/api/console/catalogue/plans",
  tag,
  summary: "Every residential plan, on sale or not, heaviest first",
  access: access.staff("catalogue:read"),
  response: z.object({ list: z.array(ConsolePlanSchema) }),
  errors: [],
});

export const createConsolePlan = defineEndpoint({
  operationId: "createConsolePlan",
  method: "POST",
  path: "/api/console/catalogue/plans/create",
  tag,
  summary: "Creates a residential plan, on sale at once (audited; the public caches follow at commit)",
  access: access.staff("catalogue:write"),
  body: PlanInputSchema,
  response: ConsolePlanSchema,
  errors: [CatalogueError.catalogue_sale_above_price],
});

export const updateConsolePlan = defineEndpoint({
  operationId: "updateConsolePlan",
  method: "POST",
  path: "/api/console/catalogue/plans/update",
  tag,
  summary: "Edits a residential plan: traffic, days, prices, discount, popular, order (audited with before and after)",
  access: access.staff("catalogue:write"),
  body: PlanInputSchema.extend({ id: RowIdSchema }),
  response: ConsolePlanSchema,
  errors: [CatalogueError.catalogue_plan_not_found, CatalogueError.catalogue_sale_above_price],
});

export const setConsolePlanActive = defineEndpoint({
  operationId: "setConsolePlanActive",
  method: "POST",
  path: "/api/console/catalogue/plans/active",
  tag,
  summary: "Puts a residential plan on sale or takes it off (orders already placed keep their plan)",
  access: access.staff("catalogue:write"),
  body: z.object({ id: RowIdSchema, active: z.boolean() }),
  response: ConsolePlanSchema,
  errors: [CatalogueError.catalogue_plan_not_found],
});

/** A static region as the console edits it: both names, its period prices, live stock, on sale or not. */
export const ConsoleRegionSchema = z.object({
  id: z.number().int(),
  continent: ContinentSchema,
  /** The merged code (`USA-CA`). */
  code: z.string(),
  name_en: z.string(),
  name_zh: z.string(),
  isp: z.string(),
  weight: z.number().int(),
  hot: z.boolean(),
  active: z.boolean(),
  /** Available IPs now. */
  stock: z.number().int().nonnegative(),
  weekly_price: z.number(),
  fortnightly_price: z.number(),
  monthly_price: z.number(),
  bimonthly_price: z.number(),
  quarterly_price: z.number(),
});
export type ConsoleRegion = z.infer<typeof ConsoleRegionSchema>;

export const consoleRegions = defineEndpoint({
  operationId: "consoleRegions",
  method: "GET",
  path: "/api/console/catalogue/static-regions",
  tag,
  summary: "Every static region, on sale or not, with its period prices and live stock, heaviest first",
  access: access.staff("catalogue:read"),
  response: z.object({ list: z.array(ConsoleRegionSchema) }),
  errors: [],
});

const placeName = z.string().trim().min(1).max(CATALOGUE_LIMITS.placeNameMaxLength);
/** A state or a city: its code and its name in both languages. */
const place = z.object({
  code: z.string().trim().toUpperCase().regex(PLACE_CODE_PATTERN),
  name_en: placeName,
  name_zh: placeName,
});
const regionSettings = {
  isp: z.string().trim().min(1).max(CATALOGUE_LIMITS.ispMaxLength),
  weight,
  hot: z.boolean(),
  weekly_price: dollars(0.01),
  fortnightly_price: dollars(0.01),
  monthly_price: dollars(0.01),
  bimonthly_price: dollars(0.01),
  quarterly_price: dollars(0.01),
};

export const createConsoleRegion = defineEndpoint({
  operationId: "createConsoleRegion",
  method: "POST",
  path: "/api/console/catalogue/static-regions/create",
  tag,
  summary:
    "Opens a static region: a country, optionally a state or a city (merged into the code, `USA-CA`), its ISP and period prices; on sale at once, with no stock until IPs are imported (audited)",
  access: access.staff("catalogue:write"),
  body: z.object({
    continent: ContinentSchema,
    country: place.extend({ code: z.string().trim().toUpperCase().regex(COUNTRY_CODE_PATTERN) }),
    state: place.nullable(),
    city: place.nullable(),
    ...regionSettings,
  }),
  response: ConsoleRegionSchema,
  errors: [CatalogueError.catalogue_region_code_taken],
});

export const updateConsoleRegion = defineEndpoint({
  operationId: "updateConsoleRegion",
  method: "POST",
  path: "/api/console/catalogue/static-regions/update",
  tag,
  summary:
    "Edits a static region's ISP, order, hot flag and price per IP for each period (audited with before and after)",
  access: access.staff("catalogue:write"),
  body: z.object({ id: RowIdSchema, ...regionSettings }),
  response: ConsoleRegionSchema,
  errors: [CatalogueError.catalogue_region_not_found],
});

export const setConsoleRegionActive = defineEndpoint({
  operationId: "setConsoleRegionActive",
  method: "POST",
  path: "/api/console/catalogue/static-regions/active",
  tag,
  summary: "Puts a static region on sale or takes it off (its IPs stay in the inventory)",
  access: access.staff("catalogue:write"),
  body: z.object({ id: RowIdSchema, active: z.boolean() }),
  response: ConsoleRegionSchema,
  errors: [CatalogueError.catalogue_region_not_found],
});

/** The free test IPs (spec 01 §3): how many a new account is given, and how long each lasts. */
export const TestIpSettingsSchema = z.object({
  /** 0: new accounts never see the test tab. */
  ips_per_account: z.number().int().min(0).max(CATALOGUE_LIMITS.maxTestIpsPerAccount),
  /** Fixed by the spec: a test IP expires after this many hours. */
  hours: z.number().int(),
});
export type TestIpSettings = z.infer<typeof TestIpSettingsSchema>;

export const consoleTestIpSettings = defineEndpoint({
  operationId: "consoleTestIpSettings",
  method: "GET",
  path: "/api/console/catalogue/test-ips",
  tag,
  summary: "The free test IPs a new account is given and how long each lasts",
  access: access.staff("catalogue:read"),
  response: TestIpSettingsSchema,
  errors: [],
});

export const updateConsoleTestIpSettings = defineEndpoint({
  operationId: "updateConsoleTestIpSettings",
  method: "POST",
  path: "/api/console/catalogue/test-ips/update",
  tag,
  summary: "Sets the free test IPs each new account is given; accounts already open keep what they have (audited)",
  access: access.staff("catalogue:write"),
  body: TestIpSettingsSchema.pick({ ips_per_account: true }),
  response: TestIpSettingsSchema,
  errors: [],
});
