export * from "./api-paths.ts";
export * from "./catalogue.ts";
export * from "./envelope.ts";
export * from "./error-codes.ts";
export * from "./language.ts";
export * from "./member-authorities.ts";
export * from "./public-config.ts";
export type * from "./ssr.ts";
export type * from "./transport.ts";
