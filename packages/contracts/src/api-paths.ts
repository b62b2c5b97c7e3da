/** Every API path the contract knows, in one place so server and web cannot drift. */
export const ApiPath = {
  memberAuthorities: "/api/member/authorities",
  memberInfo: "/api/member/info",
  packages: "/api/index/packages",
  languageChange: "/api/index/lang",
  staticRegions: "/api/index/static_regions",
  priceOverview: "/api/index/price_overview",
  orderPrepare: "/api/order/prepare",
  countries: "/api/index/region",
  login: "/api/user/login",
  logout: "/api/user/logout",
  signup: "/api/user/register",
  emailExists: "/api/user/email_exists",
  sendCode: "/api/user/send_code",
  verifyCode: "/api/user/verify_code",
  findPassword: "/api/user/find_password",
  resetPassword: "/api/user/reset_password",
  /** The ALTCHA widget fetches its challenge here; the answer is the raw challenge, not an envelope. */
  altchaChallenge: "/api/captcha/altcha",
} as const;
