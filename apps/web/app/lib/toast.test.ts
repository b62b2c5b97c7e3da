import { describe, expect, it } from "vitest";
import { isToasterNeeded, onToasterNeeded, showToast } from "./toast";

describe("toasts", () => {
  it("ask for the renderer once, with the first toast, and never before", () => {
    const asked: number[] = [];
    const stop = onToasterNeeded(() => asked.push(asked.length));
    expect(isToasterNeeded()).toBe(false);
    showToast({ message: "first" });
    showToast({ message: "second" });
    expect(asked).toEqual([0]);
    expect(isToasterNeeded()).toBe(true);
    stop();
  });
});
