/** Which support chat the site loads; `none` means the built-in contact form. */
export const CHAT_PROVIDERS = ["none", "crisp", "tawk", "script"] as const;
export type ChatProvider = (typeof CHAT_PROVIDERS)[number];
