import { Transform } from "node:stream";
import { HELD_MODULE_TYPE, HELD_PRELOAD_REL, START_SCRIPTS_AFTER_FIRST_FRAME } from "./start-scripts-after-first-frame";

type Replacement = readonly [from: Buffer, to: Buffer];
/** What React Router's `<Scripts>` writes, and its inert form until the first frame (ADR 441). */
const HELD: readonly Replacement[] = [
  [Buffer.from('<link rel="modulepreload"'), Buffer.from(`<link rel="${HELD_PRELOAD_REL}"`)],
  [Buffer.from('type="module" async=""'), Buffer.from(`type="${HELD_MODULE_TYPE}" async=""`)],
];
/** The head's first tag, and the same followed by the script that starts what is held. */
const CHARSET = Buffer.from('<meta charSet="utf-8"/>');
const charsetWithStarter = (nonce: string): Replacement => [
  CHARSET,
  Buffer.concat([CHARSET, Buffer.from(`<script nonce="${nonce}">${START_SCRIPTS_AFTER_FIRST_FRAME}</script>`)]),
];

/**
 * Rewrites the streamed document so that React Router's module preloads and module script
 * (`<Scripts>`) do not start before the first frame: they are written in an inert form, and a
 * script put in the head after its first tag (the charset), under the page's nonce, turns them
 * back once the page is on screen (ADR 441). React 19 passes over a tag in the head that it did not render when it hydrates.
 * A public page is readable from the server's HTML alone; only the document, the stylesheet and
 * what they name compete for the first paint, not ~150 KB of hydration scripts.
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
export function scriptsAfterFirstFrame({ nonce, onEnd }: { nonce: string; onEnd?: () => void }) {
  // The starter goes in once, after the document's charset tag; then only what is held is looked for.
  const [charset, charsetAndStarter] = charsetWithStarter(nonce);
  let replacements: readonly Replacement[] = [[charset, charsetAndStarter], ...HELD];
  const longestMarker = Math.max(...replacements.map(([from]) => from.length));
  /** The bytes with the starter in (the first time) and what is held replaced. */
  const rewrite = (bytes: Buffer): Buffer => {
    let out = bytes;
    const at = replacements === HELD ? -1 : bytes.indexOf(charset);
    if (at !== -1) {
      out = Buffer.concat([bytes.subarray(0, at), charsetAndStarter, bytes.subarray(at + charset.length)]);
      replacements = HELD;
    }
    return HELD.reduce((done, [from, to]) => replaceAll(done, from, to), out);
  };
  /** How many trailing bytes could be the start of a marker that the next chunk completes. */
  const heldBackLength = (bytes: Buffer): number => {
    for (let length = Math.min(longestMarker - 1, bytes.length); length > 0; length--) {
      const tail = bytes.subarray(bytes.length - length);
      if (replacements.some(([from]) => length < from.length && from.subarray(0, length).equals(tail))) return length;
    }
    return 0;
  };
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

function replaceAll(bytes: Buffer, from: Buffer, to: Buffer): Buffer {
  let at = bytes.indexOf(from);
  if (at === -1) return bytes;
  const parts: Buffer[] = [];
  let start = 0;
  while (at !== -1) {
    parts.push(bytes.subarray(start, at), to);
    start = at + from.length;
    at = bytes.indexOf(from, start);
  }
  parts.push(bytes.subarray(start));
  return Buffer.concat(parts);
}
