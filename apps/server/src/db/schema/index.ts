export * from "./residential-packages.ts";
