/** Local storage keys of spec 02 §3; the persisted store parts use their own names. */
export const StorageKey = {
  token: "token",
  users: "users",
  language: "language",
  userPreferences: "userPreferences",
} as const;

export const LANGUAGE_COOKIE = "language";
