import { describe, expect, it } from "vitest";
import {
  DEFAULT_PROXY_FORMAT,
  formatProxyLine,
  generateProxies,
  hasUsableCredentials,
  PROXY_TEST_URL,
  type ProxyGeneratorRequest,
  pickHostByWeight,
  proxyTestCommand,
} from "./proxy-generator.ts";
import { parseGatewayUsername } from "./proxy-generator-username.ts";

const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

const hosts = [
  { address: "a.gate.example", port: 7000, weight: 1 },
  { address: "b.gate.example", port: 7001, weight: 3 },
];
const entry = { host: "gate.example", port: 7000, username: "user-u1-region-us", password: "p4ss_w-rd" };
const credentials = { username: "uab3kq9xz2", password: "s3cr-et_pw" };
const base: ProxyGeneratorRequest = { credentials, hosts, rotation: "staticip", quantity: "100" };

describe("weighted host pick", () => {
  it("gives each host its share of the total weight", () => {
    // Total 4: draws below 1/4 land on a, the rest on b.
    expect(pickHostByWeight(hosts, () => 0)?.address).toBe("a.gate.example");
    expect(pickHostByWeight(hosts, () => 0.2499)?.address).toBe("a.gate.example");
    expect(pickHostByWeight(hosts, () => 0.25)?.address).toBe("b.gate.example");
    expect(pickHostByWeight(hosts, () => 0.9999)?.address).toBe("b.gate.example");
    expect(pickHostByWeight(hosts, () => 1)?.address).toBe("b.gate.example");
  });

  it("never picks a host without weight, and answers none when none has any", () => {
    const withZero = [{ address: "zero", port: 1, weight: 0 }, ...hosts];
    expect(pickHostByWeight(withZero, () => 0)?.address).toBe("a.gate.example");
    expect(pickHostByWeight([{ address: "zero", port: 1, weight: 0 }], () => 0)).toBeUndefined();
    expect(pickHostByWeight([], () => 0)).toBeUndefined();
  });

  it("follows the weights over many real draws", () => {
    let b = 0;
    for (let i = 0; i < 4000; i++) if (pickHostByWeight(hosts)?.address === "b.gate.example") b++;
    // Expected 3000 (σ ≈ 27): a bound of 10σ still catches an unweighted pick (2000).
    expect(b).toBeGreaterThan(2730);
    expect(b).toBeLessThan(3270);
  });
});

describe("line formats", () => {
  it("writes the three formats, HOST:PORT:USER:PASS by default", () => {
    expect(DEFAULT_PROXY_FORMAT).toBe("host:port:user:pass");
    expect(formatProxyLine("host:port:user:pass", entry)).toBe("gate.example:7000:user-u1-region-us:p4ss_w-rd");
    expect(formatProxyLine("user:pass:host:port", entry)).toBe("user-u1-region-us:p4ss_w-rd:gate.example:7000");
    expect(formatProxyLine("user:pass@host:port", entry)).toBe("user-u1-region-us:p4ss_w-rd@gate.example:7000");
  });
});

describe("test command", () => {
  it("is curl through the proxy to an IP echo", () => {
    expect(proxyTestCommand(entry)).toBe(
      `curl -x http://user-u1-region-us:p4ss_w-rd@gate.example:7000 ${PROXY_TEST_URL}`,
    );
    expect(proxyTestCommand(entry, "https://echo.example/ip")).toBe(
      "curl -x http://user-u1-region-us:p4ss_w-rd@gate.example:7000 https://echo.example/ip",
    );
  });

  it("percent-encodes the credentials and quotes what a shell would read", () => {
    expect(proxyTestCommand({ ...entry, password: "a:b@c d'e" }, "https://echo.example/?q=1&x")).toBe(
      "curl -x 'http://user-u1-region-us:a%3Ab%40c%20d'\\''e@gate.example:7000' 'https://echo.example/?q=1&x'",
    );
  });
});

describe("generating a batch", () => {
  it("generates nothing without credentials, or with an account outside the grammar", () => {
    expect(generateProxies({ ...base, credentials: null })).toEqual({ ok: false, reason: "no_credentials" });
    expect(generateProxies({ ...base, credentials: undefined })).toEqual({ ok: false, reason: "no_credentials" });
    expect(generateProxies({ ...base, credentials: { username: "", password: "x" } })).toEqual({
      ok: false,
      reason: "no_credentials",
    });
    expect(generateProxies({ ...base, credentials: { username: "u1", password: "" } })).toEqual({
      ok: false,
      reason: "no_credentials",
    });
    expect(hasUsableCredentials({ username: "u-1", password: "x" })).toBe(false);
  });

  it("generates nothing without a host", () => {
    expect(generateProxies({ ...base, hosts: [] })).toEqual({ ok: false, reason: "no_hosts" });
  });

  it("writes the clamped quantity of rotating lines: no session, the same username", () => {
    const result = generateProxies({ ...base, quantity: "250", country: "US", state: "texas" });
    if (!result.ok) throw new Error(result.reason);
    expect(result.lines).toHaveLength(250);
    expect(new Set(result.entries.map((e) => e.username))).toEqual(new Set(["user-uab3kq9xz2-region-us-st-texas"]));
    expect(generateProxies({ ...base, quantity: "0" }).ok && generateProxies({ ...base, quantity: "0" })).toMatchObject(
      {
        lines: { length: 1 },
      },
    );
    const most = generateProxies({ ...base, quantity: "20000" });
    expect(most.ok && most.lines.length).toBe(10_000);
    const typed = generateProxies({ ...base, quantity: "" });
    expect(typed.ok && typed.lines.length).toBe(100);
  });

  it("gives each sticky line a session id of its own and the clamped minutes", () => {
    const result = generateProxies({
      ...base,
      rotation: "timeip",
      stickyMinutes: "120",
      quantity: 1000,
      country: "de",
    });
    if (!result.ok) throw new Error(result.reason);
    const parsed = result.entries.map((e) => parseGatewayUsername(e.username));
    for (const parts of parsed) {
      expect(parts).toMatchObject({ name: "uab3kq9xz2", country: "de", session: { minutes: 30 } });
      expect(parts?.state).toBeUndefined();
    }
    expect(new Set(parsed.map((parts) => parts?.session?.id)).size).toBe(1000);
    const short = generateProxies({ ...base, rotation: "timeip", stickyMinutes: "5", quantity: 1 });
    expect(short.ok && short.entries[0]?.username).toMatch(/^user-uab3kq9xz2-sessid-[0-9a-f]{12}-sesstime-5$/);
    const unset = generateProxies({ ...base, rotation: "timeip", quantity: 1 });
    expect(unset.ok && unset.entries[0]?.username).toMatch(/-sesstime-30$/);
  });

  it("drops a state without a country", () => {
    const result = generateProxies({ ...base, quantity: 1, country: null, state: "texas" });
    expect(result.ok && result.entries[0]?.username).toBe("user-uab3kq9xz2");
  });

  it("uses the picked host for every line, else a host by weight for each line", () => {
    const picked = generateProxies({ ...base, host: hosts[0], quantity: 50 });
    expect(picked.ok && new Set(picked.entries.map((e) => e.host))).toEqual(new Set(["a.gate.example"]));
    // Draws alternate 0 (a) and 0.5 (b).
    const drawn = generateProxies({ ...base, quantity: 4 }, sequence(0, 0.5));
    expect(drawn.ok && drawn.lines).toEqual([
      "a.gate.example:7000:user-uab3kq9xz2:s3cr-et_pw",
      "b.gate.example:7001:user-uab3kq9xz2:s3cr-et_pw",
      "a.gate.example:7000:user-uab3kq9xz2:s3cr-et_pw",
      "b.gate.example:7001:user-uab3kq9xz2:s3cr-et_pw",
    ]);
  });

  it("writes the chosen format", () => {
    const result = generateProxies({ ...base, host: hosts[1], quantity: 1, format: "user:pass@host:port" });
    expect(result.ok && result.lines).toEqual(["user-uab3kq9xz2:s3cr-et_pw@b.gate.example:7001"]);
  });
});
