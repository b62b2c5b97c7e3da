import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { scriptsAfterFirstFrame } from "./scripts-after-first-frame";
import { HELD_MODULE_TYPE, HELD_PRELOAD_REL, START_SCRIPTS_AFTER_FIRST_FRAME } from "./start-scripts-after-first-frame";

const starter = `<script nonce="n">${START_SCRIPTS_AFTER_FIRST_FRAME}</script>`;

const document =
  '<html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/entry.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/framework.js" nonce="n"/><title>价格</title></head>' +
  '<body><p>type="module"</p><script nonce="n" type="module" async="">import "/assets/manifest.js";</script></body>';

const held =
  `<html><head><meta charSet="utf-8"/>${starter}<link rel="stylesheet" href="/a.css"/>` +
  `<link rel="${HELD_PRELOAD_REL}" href="/assets/entry.js" nonce="n"/>` +
  `<link rel="${HELD_PRELOAD_REL}" href="/assets/framework.js" nonce="n"/><title>价格</title></head>` +
  `<body><p>type="module"</p><script nonce="n" type="${HELD_MODULE_TYPE}" async="">import "/assets/manifest.js";</script></body>`;

async function rewriteInChunks(source: string, chunkSize: number): Promise<string> {
  const bytes = Buffer.from(source);
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += chunkSize) chunks.push(bytes.subarray(start, start + chunkSize));
  return text(Readable.from(chunks).pipe(scriptsAfterFirstFrame({ nonce: "n" })));
}

describe("scriptsAfterFirstFrame", () => {
  it("holds every module preload and the module script, puts the starter after the charset, and leaves the rest alone", async () => {
    const out = await rewriteInChunks(document, document.length);
    expect(out).toBe(held);
    expect(out.split(starter)).toHaveLength(2);
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).not.toContain('type="module" async');
  });

  it("finds markers and multi-byte characters split across any chunk boundary", async () => {
    for (const size of [1, 2, 3, 5, 7, 11, 21, 22, 23, 24, 25, 26, 40, 64]) {
      expect(await rewriteInChunks(document, size)).toBe(held);
    }
  });

  it("passes what was written on at each flush() call, in one chunk, and the rest at the end", async () => {
    const stream = scriptsAfterFirstFrame({ nonce: "n" });
    const chunks: string[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
    const head = document.slice(0, 80);
    for (const piece of [head.slice(0, 20), head.slice(20)]) stream.write(Buffer.from(piece));
    stream.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual([head.slice(0, head.lastIndexOf("<")).replace('<meta charSet="utf-8"/>', `$&${starter}`)]);
    stream.end(Buffer.from(document.slice(80)));
    await new Promise((resolve) => stream.on("end", resolve));
    expect(chunks.join("")).toBe(held);
  });

  it("puts the starter in once, and under the page's nonce", async () => {
    const twice = `${document}<p><meta charSet="utf-8"/></p>`;
    const out = await text(Readable.from([Buffer.from(twice)]).pipe(scriptsAfterFirstFrame({ nonce: "Xy-9" })));
    expect(out.match(/<script nonce="Xy-9">/g)).toHaveLength(1);
    expect(out.endsWith('<p><meta charSet="utf-8"/></p>')).toBe(true);
  });

  it("calls back once the document has ended", async () => {
    let ended = 0;
    await text(
      Readable.from([Buffer.from("<html></html>")]).pipe(scriptsAfterFirstFrame({ nonce: "n", onEnd: () => ended++ })),
    );
    expect(ended).toBe(1);
  });
});
