export * from "./residential-packages.ts";
export * from "./static-inventory.ts";
