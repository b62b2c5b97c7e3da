import { BUILTIN_ROLES } from "@portico/contracts/codes";
import type { TFunction } from "i18next";

/** A built-in role by its translated name; a custom role by the name its creator gave it. */
export function roleLabel(t: TFunction<"console">, name: string): string {
  return (BUILTIN_ROLES as readonly string[]).includes(name) ? t(`roles.${name as "owner"}`) : name;
}
