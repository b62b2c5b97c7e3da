/** The contract's times: unix seconds, 0 for a time not set yet (spec 02 §2: shown as --). */
export function unixSeconds(date: Date | null | undefined): number {
  return date ? Math.floor(date.getTime() / 1000) : 0;
}
