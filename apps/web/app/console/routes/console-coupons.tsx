import "../features/coupons/coupons-styles.css";

import type { RouteHandle } from "../../lib/route-handle";
import { CouponsPage } from "../features/coupons/components/coupons-page";

export const handle: RouteHandle = { titleKey: "console:meta.coupons" };

/** `/console/coupons`: the coupons, their edits and batch generation. */
export default function ConsoleCoupons() {
  return <CouponsPage />;
}
