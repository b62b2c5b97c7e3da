import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { createRequestHandler } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/create-test-app.ts";
import { fakeWebBuild } from "../test/fake-web-build.ts";
import { loadProductionWebApp, WebBuildMissingError } from "./web-build.ts";

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), "portico-client-"));
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(path.join(clientDir, "assets", "entry-abc123.js"), "console.log(1)");
  // What scripts/precompress-client.ts writes next to each asset after a build.
  writeFileSync(path.join(clientDir, "assets", "entry-abc123.js.br"), brotliCompressSync("console.log(1)"));
  writeFileSync(path.join(clientDir, "humans.txt"), "Team: Portico");
  const build = fakeWebBuild();
  t = await createTestApp({
    web: { mode: "production", createRequestHandler, loadBuild: async () => build, clientDir },
    env: { PRODUCT_NAME: "Portico Test" },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

function cspNonces(header: string) {
  const script = /script-src [^;]*'nonce-([^']+)'/.exec(header)?.[1];
  const style = /style-src [^;]*'nonce-([^']+)'/.exec(header)?.[1];
  return { script, style };
}

describe("server-side rendering", () => {
  it("renders pages with data fetched in-process and a CSP whose nonces match the inline tags", async () => {
    const response = await t.app.inject({ method: "GET", url: "/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.body).toContain("<li>Growth</li>");
    expect(response.body).toContain("<title>Portico Test</title>");

    const csp = String(response.headers["content-security-policy"]);
    const { script, style } = cspNonces(csp);
    expect(script).toBeTruthy();
    expect(style).toBeTruthy();
    expect(response.body).toContain(`<script nonce="${script}">`);
    expect(response.body).toContain(`<style nonce="${style}">`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers["x-request-id"]).toBeTruthy();
    expect(response.headers["server-timing"]).toMatch(/^render;dur=\d+\.\d$/);
  });

  it("uses fresh nonces for every page it renders", async () => {
    // A page the page cache does not share (a customer's own); a cached public page carries the
    // nonces it was rendered with, as a CDN's copy would (ADR 011, page-cache.test.ts).
    const first = cspNonces(String((await t.app.inject({ url: "/ucenter/info" })).headers["content-security-policy"]));
    const second = cspNonces(String((await t.app.inject({ url: "/ucenter/info" })).headers["content-security-policy"]));
    expect(first.script).not.toBe(second.script);
  });

  it("renders in the language of the cookie, and passes it to the API", async () => {
    const response = await t.app.inject({ url: "/", headers: { cookie: "language=zh-CN", "accept-language": "en" } });
    expect(response.body).toContain('<html lang="zh-CN">');
    expect(response.body).toContain("<li>成长版</li>");
  });

  it("renders the language named by ?lang= before the cookie and Accept-Language", async () => {
    const chinese = await t.app.inject({
      url: "/?lang=zh-CN",
      headers: { cookie: "language=en", "accept-language": "en" },
    });
    expect(chinese.body).toContain('<html lang="zh-CN">');
    expect(chinese.body).toContain("<li>成长版</li>");
    const english = await t.app.inject({ url: "/?x=1&lang=en", headers: { cookie: "language=zh-CN" } });
    expect(english.body).toContain('<html lang="en">');
    const unsupported = await t.app.inject({ url: "/?lang=de", headers: { cookie: "language=zh-CN" } });
    expect(unsupported.body).toContain('<html lang="zh-CN">');
  });

  it("falls back to Accept-Language when the cookie holds no supported language", async () => {
    const chinese = await t.app.inject({ url: "/", headers: { cookie: "language=de", "accept-language": "zh-CN" } });
    expect(chinese.body).toContain('<html lang="zh-CN">');
    const english = await t.app.inject({ url: "/", headers: { "accept-language": "fr-FR" } });
    expect(english.body).toContain('<html lang="en">');
  });

  it("serves hashed assets as immutable and other files briefly cached", async () => {
    const asset = await t.app.inject({ url: "/assets/entry-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const humans = await t.app.inject({ url: "/humans.txt" });
    expect(humans.body).toBe("Team: Portico");
    expect(humans.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("answers a missing asset with a 404, not a rendered page", async () => {
    const missing = await t.app.inject({ url: "/assets/gone-123.js" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain("<html");
  });

  it("sends the build's Brotli copy of an asset to browsers that accept it, the plain file to others", async () => {
    const brotli = await t.app.inject({ url: "/assets/entry-abc123.js", headers: { "accept-encoding": "br, gzip" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe("console.log(1)");
    const plain = await t.app.inject({ url: "/assets/entry-abc123.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe("console.log(1)");
  });

  it("compresses rendered pages and large API answers on the fly", async () => {
    const page = await t.app.inject({ url: "/", headers: { "accept-encoding": "br" } });
    expect(page.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain("<li>Growth</li>");
    const api = await t.app.inject({ url: "/api/index/packages?type=1", headers: { "accept-encoding": "gzip" } });
    expect(api.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(api.rawPayload).toString())).toMatchObject({ code: 1 });
    const uncompressed = await t.app.inject({ url: "/" });
    expect(uncompressed.headers["content-encoding"]).toBeUndefined();
    expect(uncompressed.body).toContain("<li>Growth</li>");
  });

  it("never renders HTML for an unknown /api path", async () => {
    const response = await t.app.inject({ url: "/api/nope" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({ code: 0, error: "not_found" });
  });

  it("answers HEAD without a body", async () => {
    const response = await t.app.inject({ method: "HEAD", url: "/" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
  });
});

describe("production web build", () => {
  it("refuses to start without a build and says how to make one", async () => {
    const missing = path.join(tmpdir(), "portico-no-build");
    await expect(loadProductionWebApp(missing)).rejects.toThrow(WebBuildMissingError);
    await expect(loadProductionWebApp(missing)).rejects.toThrow(/npm run build/);
  });
});
