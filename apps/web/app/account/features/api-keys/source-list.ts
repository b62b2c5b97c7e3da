/**
 * The create form's source addresses as typed — one per line, or separated by commas or spaces —
 * as the list the API takes: trimmed, empty entries dropped, each written once. Whether each is an
 * address or a CIDR range is the server's rule (`invalid_source_address` names the first that is
 * not), so the form shows the server's words instead of a second rule of its own.
 */
export function parseSourceList(typed: string): string[] {
  const seen = new Set<string>();
  for (const entry of typed.split(/[\s,;]+/)) {
    const value = entry.trim();
    if (value) seen.add(value);
  }
  return [...seen];
}
