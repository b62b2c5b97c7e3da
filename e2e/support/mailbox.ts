/** Reads the mail the app delivered to the suite's SMTP server (see e2e/serve.ts). */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { mailDir } from "../playwright.config.ts";

type Stored = { to: string[]; raw: string };

function textPart(raw: string): string {
  const part =
    /Content-Type: text\/plain[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*?Content-Transfer-Encoding: (\S+)\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(
      raw,
    );
  if (!part) return raw;
  const [, encoding, body = ""] = part;
  return encoding?.toLowerCase() === "base64" ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8") : body;
}

function messagesTo(address: string, dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), "utf8")) as Stored)
    .filter((mail) => mail.to.includes(address))
    .map((mail) => textPart(mail.raw));
}

/**
 * The newest message's text to this address once at least `count` have arrived; `dir` is the
 * suite server's mail folder unless a test runs a server of its own.
 */
export async function waitForMail(address: string, count = 1, dir = mailDir): Promise<string> {
  await expect.poll(() => messagesTo(address, dir).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  const texts = messagesTo(address, dir);
  return texts[texts.length - 1] as string;
}

export const codeFrom = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? "";
export const resetLinkFrom = (text: string) =>
  /(https?:\/\/\S+\/resetpassword\?token=[A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? "";
