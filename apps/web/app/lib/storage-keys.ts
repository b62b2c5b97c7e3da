/** Local storage keys of spec 02 §3; the persisted store parts use their own names. */
export const StorageKey = {
  token: "token",
  users: "users",
  language: "language",
  userPreferences: "userPreferences",
  /** The envelope's session key (spec 02 §3: 16 random bytes in hex); a 401 removes it (ADR 012). */
  sessionKey: "sessionKey",
  /** The static ISP cart (spec 02 §3: staticPackageType, chooseRegionArr, totalInfo, staticCountryInfo). */
  cart: "cart",
  /** Set once the ad popup has opened by itself (spec 02 §4): it never opens by itself again. */
  promoPopupShown: "promoPopupShown",
  /** The site notices the visitor closed, as `id:version` (an edited notice shows again). */
  dismissedNotices: "dismissedNotices",
} as const;

export const LANGUAGE_COOKIE = "language";
