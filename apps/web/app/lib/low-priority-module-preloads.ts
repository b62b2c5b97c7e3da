import { Transform } from "node:stream";

const PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY = Buffer.from(' fetchpriority="low"');

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
 * A marker can be split across two chunks, so the last bytes that could start one are held back
 * until the next chunk (or the end) arrives. It works on React's bytes as they are: decoding the
 * whole document to text and encoding it again cost a render more than the rewrite itself.
 */
export function lowPriorityModulePreloads(onEnd?: () => void) {
  let pending: Buffer[] = [];
  const take = (): Buffer => {
    const all = pending.length === 1 ? (pending[0] as Buffer) : Buffer.concat(pending);
    pending = [];
    return all;
  };
  const stream = new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      pending.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
      callback();
    },
    flush(callback) {
      const rest = rewrite(take());
      onEnd?.();
      callback(null, rest.length > 0 ? rest : undefined);
    },
  });
  /** React's call once it has written what it has: pass it on, less a marker's possible start. */
  const flush = () => {
    if (pending.length === 0) return;
    const all = take();
    const keep = heldBackLength(all);
    if (keep > 0) pending.push(all.subarray(all.length - keep));
    const ready = rewrite(all.subarray(0, all.length - keep));
    if (ready.length > 0) stream.push(ready);
  };
  return Object.assign(stream, { flush });
}

/** The bytes with ` fetchpriority="low"` after every module preload's opening. */
function rewrite(bytes: Buffer): Buffer {
  let at = bytes.indexOf(PRELOAD);
  if (at === -1) return bytes;
  const parts: Buffer[] = [];
  let from = 0;
  while (at !== -1) {
    const end = at + PRELOAD.length;
    parts.push(bytes.subarray(from, end), LOW_PRIORITY);
    from = end;
    at = bytes.indexOf(PRELOAD, from);
  }
  parts.push(bytes.subarray(from));
  return Buffer.concat(parts);
}

/** How many trailing bytes could be the start of a marker that the next chunk completes. */
function heldBackLength(bytes: Buffer): number {
  for (let length = Math.min(PRELOAD.length - 1, bytes.length); length > 0; length--) {
    if (bytes.compare(PRELOAD, 0, length, bytes.length - length) === 0) return length;
  }
  return 0;
}
