import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Rewrites the streamed document so every `<link rel="modulepreload">` that React Router's
 * `<Scripts>` renders carries `fetchpriority="low"` (it has no prop for it). A public page is
 * readable from the server's HTML alone; at high priority ~170 KB of hydration scripts compete
 * with the stylesheet and the hero image on a slow connection and push the first paint back
 * (ADR 306). The scripts still start downloading at once, only behind what paints the page.
 *
 * A marker can be split across two chunks, so the last characters that could start one are
 * held back until the next chunk (or the end) arrives.
 */
export function lowPriorityModulePreloads(onEnd?: () => void): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  const rewrite = (text: string) => text.replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD);

  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = pending + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      const keep = heldBackLength(text);
      pending = text.slice(text.length - keep);
      const ready = rewrite(text.slice(0, text.length - keep));
      callback(null, ready.length > 0 ? ready : undefined);
    },
    flush(callback) {
      const rest = rewrite(pending + decoder.end());
      onEnd?.();
      callback(null, rest.length > 0 ? rest : undefined);
    },
  });
}

/** How many trailing characters could be the start of a marker that the next chunk completes. */
function heldBackLength(text: string): number {
  for (let length = Math.min(PRELOAD.length - 1, text.length); length > 0; length--) {
    if (PRELOAD.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}
