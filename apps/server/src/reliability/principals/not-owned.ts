/**
 * Identifier-like fields that name nothing a caller owns, each with why: the coverage check
 * accepts a field only if the matrix sends it or it is here. `operationId field`.
 */
export const NOT_OWNED: Readonly<Record<string, string>> = {
  "acceptStaffInvitation token": "the invitation link's secret, not a row id (single use and length: abuse.test.ts)",
  "login token": "a bot-challenge solution (replay: abuse.test.ts)",
  "sendCode token": "a bot-challenge solution (replay: abuse.test.ts)",
  "resetPassword token": "the reset link's secret, not a row id (single use and length: abuse.test.ts)",
  "faqList categoryId": "a public help-centre category",
  "rateFaqArticle id": "a public help article, rated by anyone",
  "proxyRegionList key": "a public region-list key",
  "prepareOrder package_id": "a public residential plan",
  "createOrder package_id": "a public residential plan",
  "createConsoleCoupon applies_to.plan_ids": "public plans a new coupon is limited to",
  "createConsoleCoupon applies_to.region_ids": "public regions a new coupon is limited to",
  "generateConsoleCoupons applies_to.plan_ids": "public plans new coupons are limited to",
  "generateConsoleCoupons applies_to.region_ids": "public regions new coupons are limited to",
  "updateConsoleCoupon applies_to.plan_ids": "public plans the coupon is limited to (the coupon id is in the matrix)",
  "updateConsoleCoupon applies_to.region_ids":
    "public regions the coupon is limited to (the coupon id is in the matrix)",
  "createConsoleFaqArticle category_id": "a public help-centre category",
  "updateConsoleFaqArticle category_id": "a public help-centre category (the article id is in the matrix)",
  "balanceLog cursor": "a seek position read within the caller's own rows only",
  "orderHistory cursor": "a seek position read within the caller's own rows only",
  "rechargeOrders cursor": "a seek position read within the caller's own rows only",
  "staticIpList cursor": "a seek position read within the caller's own rows only",
  "consoleCustomers cursor": "a seek position in a list every permitted member sees whole",
  "consoleOrders cursor": "a seek position in a list every permitted member sees whole",
  "reportUsage batch_id": "the gateway's own batch id, behind the internal credential no customer or member holds",
};
