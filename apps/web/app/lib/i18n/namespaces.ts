/** Every translation namespace; a JSON file per language in app/locales/{language}/. */
export const NAMESPACES = [
  "common",
  "residential",
  "payment",
  "staticIsp",
  "home",
  "auth",
  "help",
  "cases",
  "legal",
  "shell",
  "wallet",
  "orders",
  "apiKeys",
  "proxyGenerator",
  "dashboard",
  "staticIps",
  "sdk",
  "console",
] as const;
export type Namespace = (typeof NAMESPACES)[number];
