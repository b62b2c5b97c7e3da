import { type ProxyEntry, proxyTestCommand } from "@portico/domain";

export const SDK_LANGUAGES = ["curl", "python", "node", "go"] as const;
export type SdkLanguage = (typeof SDK_LANGUAGES)[number];

/** The proxy URL a client library takes: credentials percent-encoded, as a URL needs them. */
export function proxyUrlOf(entry: ProxyEntry): string {
  return `http://${encodeURIComponent(entry.username)}:${encodeURIComponent(entry.password)}@${entry.host}:${entry.port}`;
}

/** A string literal for Python, JavaScript and Go alike (JSON's escaping is valid in all three). */
const literal = (text: string) => JSON.stringify(text);

/**
 * Ready-to-run examples that send one request through the customer's residential proxy to an
 * IP echo and print the address the site saw (spec 02 §2 SDK page, issue #24 item 6). Each uses
 * only its language's usual HTTP client: requests for Python, undici for Node.js (its fetch takes
 * a proxy through a dispatcher), net/http for Go.
 */
export function proxyExamples(entry: ProxyEntry, testUrl: string): Record<SdkLanguage, string> {
  const proxy = literal(proxyUrlOf(entry));
  const url = literal(testUrl);
  return {
    curl: proxyTestCommand(entry, testUrl),
    python: [
      "import requests",
      "",
      `proxy = ${proxy}`,
      `response = requests.get(${url}, proxies={"http": proxy, "https": proxy}, timeout=30)`,
      "print(response.text)",
    ].join("\n"),
    node: [
      "// npm install undici",
      'import { ProxyAgent, fetch } from "undici";',
      "",
      `const dispatcher = new ProxyAgent(${proxy});`,
      `const response = await fetch(${url}, { dispatcher });`,
      "console.log(await response.text());",
    ].join("\n"),
    go: [
      "package main",
      "",
      "import (",
      '\t"fmt"',
      '\t"io"',
      '\t"net/http"',
      '\t"net/url"',
      '\t"time"',
      ")",
      "",
      "func main() {",
      `\tproxy, err := url.Parse(${proxy})`,
      "\tif err != nil {",
      "\t\tpanic(err)",
      "\t}",
      "\tclient := &http.Client{Transport: &http.Transport{Proxy: http.ProxyURL(proxy)}, Timeout: 30 * time.Second}",
      `\tresponse, err := client.Get(${url})`,
      "\tif err != nil {",
      "\t\tpanic(err)",
      "\t}",
      "\tdefer response.Body.Close()",
      "\tbody, _ := io.ReadAll(response.Body)",
      "\tfmt.Println(string(body))",
      "}",
    ].join("\n"),
  };
}

/** Reading the account with an API key (ADR 409): what a customer's own tooling starts from. */
export function apiKeyExample(origin: string): string {
  return `curl -H 'Authorization: Bearer pk_live_…' ${origin}/api/member/proxy_user`;
}
