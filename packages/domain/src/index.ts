export * from "./hold-repeat.ts";
export * from "./language.ts";
export * from "./money.ts";
export * from "./residential-plans.ts";
export * from "./route-guard.ts";
export * from "./static-cart.ts";
export * from "./static-periods.ts";
export * from "./static-quantity.ts";
