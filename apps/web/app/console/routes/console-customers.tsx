import "../features/customers/customers-styles.css";

import type { RouteHandle } from "../../lib/route-handle";
import { CustomersPage } from "../features/customers/components/customers-page";

export const handle: RouteHandle = { titleKey: "console:meta.customers" };

/** `/console/customers`: the customers, newest first or by search. */
export default function ConsoleCustomers() {
  return <CustomersPage />;
}
