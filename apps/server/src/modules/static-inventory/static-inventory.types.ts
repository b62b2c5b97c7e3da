/**
 * What other modules see of the static inventory: plain types, written out here rather than
 * inferred from the tables, so a column the inventory adds reaches no other module by itself.
 */

/** An active region as sold: names, ISP, its five period prices in cents, and live stock. */
export type RegionWithStock = {
  id: number;
  continent: string;
  countryCode: string;
  countryNameEn: string;
  countryNameZh: string;
  stateCode: string | null;
  stateNameEn: string | null;
  stateNameZh: string | null;
  cityCode: string | null;
  cityNameEn: string | null;
  cityNameZh: string | null;
  isp: string;
  weight: number;
  hot: boolean;
  weeklyPriceCents: number;
  fortnightlyPriceCents: number;
  monthlyPriceCents: number;
  bimonthlyPriceCents: number;
  quarterlyPriceCents: number;
  /** Available IPs now. */
  stock: number;
};

/** A region's names in both languages (an order line shows them). */
export type RegionNames = { en: string; zh: string };

/** An IP a customer owns, as a renewal judges and extends it. */
export type OwnedIp = {
  id: number;
  regionId: number;
  expireAt: Date | null;
  status: "available" | "reserved" | "assigned" | "disabled";
  ownerId: string | null;
};
