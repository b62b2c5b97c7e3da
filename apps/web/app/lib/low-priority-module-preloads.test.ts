import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./low-priority-module-preloads";

const documentHead =
  '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/entry.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/framework.js" nonce="n"/><title>价格</title></head>';

async function rewriteInChunks(source: string, chunkSize: number): Promise<string> {
  const bytes = Buffer.from(source);
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += chunkSize) chunks.push(bytes.subarray(start, start + chunkSize));
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload low priority and leaves the rest of the document alone", async () => {
    const out = await rewriteInChunks(documentHead, documentHead.length);
    expect(out).toBe(documentHead.replaceAll('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"'));
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(out).toContain('<link rel="stylesheet" href="/a.css"/>');
  });

  it("finds markers and multi-byte characters split across any chunk boundary", async () => {
    const expected = await rewriteInChunks(documentHead, documentHead.length);
    for (const size of [1, 2, 3, 5, 7, 11, 24, 25, 26]) {
      expect(await rewriteInChunks(documentHead, size)).toBe(expected);
    }
  });

  it("passes what was written on at each flush() call, in one chunk, and the rest at the end", async () => {
    const stream = lowPriorityModulePreloads();
    const chunks: string[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
    const head = documentHead.slice(0, 60);
    for (const piece of [head.slice(0, 20), head.slice(20)]) stream.write(Buffer.from(piece));
    stream.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual([head.slice(0, head.lastIndexOf("<"))]);
    stream.end(Buffer.from(documentHead.slice(60)));
    await new Promise((resolve) => stream.on("end", resolve));
    expect(chunks.join("")).toBe(await rewriteInChunks(documentHead, documentHead.length));
  });

  it("calls back once the document has ended", async () => {
    let ended = 0;
    await text(Readable.from([Buffer.from("<html></html>")]).pipe(lowPriorityModulePreloads(() => ended++)));
    expect(ended).toBe(1);
  });
});
