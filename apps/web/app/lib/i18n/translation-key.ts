import type { ParseKeys } from "i18next";
import type { NAMESPACES } from "./resources";

/** A key in any namespace, written "namespace:path" outside the default namespace. */
export type TranslationKey = ParseKeys<typeof NAMESPACES>;
