export * from "./language.ts";
export * from "./money.ts";
export * from "./residential-plans.ts";
export * from "./route-guard.ts";
export * from "./seo-urls.ts";
