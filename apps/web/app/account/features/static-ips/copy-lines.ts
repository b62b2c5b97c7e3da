import { showToast } from "../../../lib/toast";

/**
 * Copies the accounts, one `IP:PORT:USER:PASS` a line, and says whether it worked (spec 02 §2:
 * "copy success or failed"). The clipboard may refuse (no permission, the page not focused).
 */
export async function copyLines(lines: readonly string[], messages: { done: string; failed: string }) {
  try {
    if (!navigator.clipboard) throw new Error("Clipboard API unavailable");
    await navigator.clipboard.writeText(lines.join("\n"));
    showToast({ color: "green", message: messages.done });
    return true;
  } catch {
    showToast({ color: "red", message: messages.failed });
    return false;
  }
}
