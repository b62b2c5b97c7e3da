import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig, REPO_ROOT } from "./config.ts";

describe("loadConfig", () => {
  it("fills every default from an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: "development",
      port: 3000,
      host: "0.0.0.0",
      databaseUrl: undefined,
      logLevel: "info",
      publicUrl: "http://localhost:3000",
      supportEmail: "support@portico.example",
      productName: "Portico",
      shutdownTimeoutMs: 10_000,
    });
    expect(config.pgliteDataDir).toBe(path.join(REPO_ROOT, "data/pglite"));
    expect(config.webBuildDir).toBe(path.join(REPO_ROOT, "apps/web/build"));
  });

  it("derives the public URL from the port and treats empty values as unset", () => {
    const config = loadConfig({ PORT: "8080", HOST: "" });
    expect(config.publicUrl).toBe("http://localhost:8080");
    expect(config.host).toBe("0.0.0.0");
  });

  it("names PORT when it is not a port number", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT: .*number/);
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT/);
  });

  it("names each bad variable", () => {
    expect(() => loadConfig({ NODE_ENV: "staging" })).toThrow(/NODE_ENV/);
    expect(() => loadConfig({ SUPPORT_EMAIL: "nobody" })).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });
});
