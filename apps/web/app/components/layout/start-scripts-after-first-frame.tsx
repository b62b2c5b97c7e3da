import { START_SCRIPTS_AFTER_FIRST_FRAME } from "../../lib/start-scripts-after-first-frame";

/** In the head of every document: starts the hydration scripts after the first frame (ADR 441). */
export function StartScriptsAfterFirstFrame({ nonce }: { nonce: string | undefined }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of our own, under the page's nonce
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: START_SCRIPTS_AFTER_FIRST_FRAME }} />;
}
