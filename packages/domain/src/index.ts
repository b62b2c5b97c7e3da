export * from "./account-rules.ts";
export * from "./language.ts";
export * from "./md5.ts";
export * from "./money.ts";
export * from "./residential-plans.ts";
export * from "./route-guard.ts";
