export * from "./accounts.ts";
export * from "./mail-outbox.ts";
export * from "./residential-packages.ts";
export * from "./static-inventory.ts";
