/** Local storage keys of spec 02 §3; the persisted store parts use their own names. */
export const StorageKey = {
  token: "token",
  users: "users",
  language: "language",
  userPreferences: "userPreferences",
  /** The static ISP cart (spec 02 §3: staticPackageType, chooseRegionArr, totalInfo, staticCountryInfo). */
  cart: "cart",
} as const;

export const LANGUAGE_COOKIE = "language";
