import type { TFunction } from "i18next";

/** `customers:write` as "Customers: change", in the member's language. */
export function permissionLabel(t: TFunction<"console">, permission: string): string {
  const [resource = "", action = ""] = permission.split(":");
  return t("staff.permission", {
    resource: t(`staff.resources.${resource as "orders"}`, { defaultValue: resource }),
    action: t(`staff.permissionActions.${action as "read"}`, { defaultValue: action }),
  });
}
