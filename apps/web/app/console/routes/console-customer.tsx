import "../features/customers/customers-styles.css";

import type { RouteHandle } from "../../lib/route-handle";
import { CustomerPage } from "../features/customers/components/customer-page";
import type { Route } from "./+types/console-customer";

export const handle: RouteHandle = { titleKey: "console:meta.customer" };

/** `/console/customers/:id`: one customer's page and the actions on them. */
export default function ConsoleCustomer({ params }: Route.ComponentProps) {
  return <CustomerPage key={params.id} id={params.id} />;
}
