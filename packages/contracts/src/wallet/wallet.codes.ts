/** Page sizes of the user centre's lists (spec 02 §9); the default is the first. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
