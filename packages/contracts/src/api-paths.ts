/** Every API path the contract knows, in one place so server and web cannot drift. */
export const ApiPath = {
  memberAuthorities: "/api/member/authorities",
  packages: "/api/index/packages",
  languageChange: "/api/index/lang",
  staticRegions: "/api/index/static_regions",
  priceOverview: "/api/index/price_overview",
  orderPrepare: "/api/order/prepare",
} as const;
