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
 * React writes its output in small pieces (a few hundred bytes each) and then calls the
 * destination's `flush()` once it has written all it has (the whole shell, then each boundary
 * that resolves). The pieces are collected and passed on at that call as one chunk: every chunk
 * costs the streams after this one (web stream, reply, socket) the same, whatever its size
 * (issue #14). Without a `flush()` call the document passes on at its end.
 *
 * A marker can be split across two chunks, so the last characters that could start one are
 * held back until the next chunk (or the end) arrives.
 */
export function lowPriorityModulePreloads(onEnd?: () => void): Transform & { flush(): void } {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  const rewrite = (text: string) => text.replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD);

  const stream = new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      pending += typeof chunk === "string" ? chunk : decoder.write(chunk);
      callback();
    },
    flush(callback) {
      const rest = rewrite(pending + decoder.end());
      pending = "";
      onEnd?.();
      callback(null, rest.length > 0 ? rest : undefined);
    },
  });
  /** React's call once it has written what it has: pass it on, less a marker's possible start. */
  const flush = () => {
    const keep = heldBackLength(pending);
    const ready = rewrite(pending.slice(0, pending.length - keep));
    pending = pending.slice(pending.length - keep);
    if (ready.length > 0) stream.push(ready);
  };
  return Object.assign(stream, { flush });
}

/** How many trailing characters could be the start of a marker that the next chunk completes. */
function heldBackLength(text: string): number {
  for (let length = Math.min(PRELOAD.length - 1, text.length); length > 0; length--) {
    if (PRELOAD.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}
