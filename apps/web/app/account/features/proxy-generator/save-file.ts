import { showToast } from "../../../lib/toast";

/** Saves text as a file the browser downloads (the generated lines, the region list). */
export function saveTextFile(name: string, text: string, type = "text/plain;charset=utf-8"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; it may go once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Copies text and says whether it worked (spec 02 §8: the generator's copy success and failure). */
export async function copyText(text: string, messages: { done: string; failed: string }): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error("Clipboard API unavailable");
    await navigator.clipboard.writeText(text);
    showToast({ color: "green", message: messages.done });
    return true;
  } catch {
    showToast({ color: "red", message: messages.failed });
    return false;
  }
}
