import { describe, expect, it } from "vitest";
import { slimBrowserManifest } from "./slim-browser-manifest.ts";

const manifest = {
  entry: { module: "/assets/entry.client-a.js", imports: ["/assets/shell-b.js", "/assets/framework-c.js"], css: [] },
  routes: {
    root: {
      id: "root",
      path: "",
      hasLoader: true,
      module: "/assets/root-d.js",
      imports: ["/assets/shell-b.js"],
      css: ["/assets/root-e.css"],
    },
    "ucenter-info": {
      id: "ucenter-info",
      parentId: "ucenter-layout",
      path: "ucenter/info",
      hasClientLoader: true,
      module: "/assets/ucenter-info-f.js",
      imports: ["/assets/query-g.js", "/assets/api-h.js"],
      css: ["/assets/ucenter-info-i.css"],
    },
  },
  url: "/assets/manifest-0123abcd.js",
  version: "0123abcd",
};
const file = `window.__reactRouterManifest=${JSON.stringify(manifest)};`;

describe("slimBrowserManifest", () => {
  it("leaves out every route's imports and keeps everything else, the entry's imports included", () => {
    const slim = slimBrowserManifest(file);
    expect(slim.startsWith("window.__reactRouterManifest=")).toBe(true);
    const parsed = JSON.parse(slim.slice("window.__reactRouterManifest=".length, -1));
    const { imports: _root, ...root } = manifest.routes.root;
    const { imports: _info, ...info } = manifest.routes["ucenter-info"];
    expect(parsed).toEqual({ ...manifest, routes: { root, "ucenter-info": info } });
    expect(slim.length).toBeLessThan(file.length);
  });

  it("refuses a file that is not the browser manifest", () => {
    expect(() => slimBrowserManifest("export default {};")).toThrow(/Not a React Router browser manifest/);
  });
});
