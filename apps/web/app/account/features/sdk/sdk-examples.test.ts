import { describe, expect, it } from "vitest";
import { apiKeyExample, proxyExamples, proxyUrlOf } from "./sdk-examples";

const entry = { host: "gw.example.net", port: 7777, username: "user-u1a2b3c", password: "p@ss:w0rd/'x\"" };
const testUrl = "https://api.ipify.org";

describe("SDK examples", () => {
  it("percent-encode the credentials in the proxy URL", () => {
    expect(proxyUrlOf(entry)).toBe("http://user-u1a2b3c:p%40ss%3Aw0rd%2F'x%22@gw.example.net:7777");
  });

  it("carry the same proxy URL and test address in every language, quoted for each", () => {
    const examples = proxyExamples(entry, testUrl);
    const quoted = JSON.stringify(proxyUrlOf(entry));
    expect(examples.python).toContain(`proxy = ${quoted}`);
    expect(examples.python).toContain(`requests.get("${testUrl}", proxies={"http": proxy, "https": proxy}`);
    expect(examples.node).toContain(`new ProxyAgent(${quoted})`);
    expect(examples.node).toContain(`fetch("${testUrl}", { dispatcher })`);
    expect(examples.go).toContain(`url.Parse(${quoted})`);
    expect(examples.go).toContain(`client.Get("${testUrl}")`);
    // The shell command quotes the single quote in the password the POSIX way.
    expect(examples.curl).toBe(
      `curl -x 'http://user-u1a2b3c:p%40ss%3Aw0rd%2F'\\''x%22@gw.example.net:7777' https://api.ipify.org`,
    );
  });

  it("give an API key example against this site's origin", () => {
    expect(apiKeyExample("https://shop.example.com")).toBe(
      "curl -H 'Authorization: Bearer pk_live_…' https://shop.example.com/api/member/proxy_user",
    );
  });
});
