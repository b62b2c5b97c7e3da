import { describe, expect, it } from "vitest";
import { fromLocalInput, noticeState, toLocalInput } from "./notice-window";

const now = new Date("2026-12-01T12:00:00Z");
const at = (iso: string | null) => iso;

describe("noticeState", () => {
  it("is a draft while unpublished, whatever its window", () => {
    expect(noticeState({ published: false, starts_at: null, ends_at: null }, now)).toBe("draft");
  });

  it("shows inside its window, either end open", () => {
    expect(noticeState({ published: true, starts_at: null, ends_at: null }, now)).toBe("live");
    expect(noticeState({ published: true, starts_at: at("2026-12-01T11:00:00Z"), ends_at: null }, now)).toBe("live");
    expect(noticeState({ published: true, starts_at: null, ends_at: at("2026-12-01T13:00:00Z") }, now)).toBe("live");
  });

  it("is scheduled before its start and ended at its end, as the server reads the window", () => {
    expect(noticeState({ published: true, starts_at: at("2026-12-01T12:00:01Z"), ends_at: null }, now)).toBe(
      "scheduled",
    );
    expect(noticeState({ published: true, starts_at: null, ends_at: at("2026-12-01T12:00:00Z") }, now)).toBe("ended");
  });
});

describe("the window's fields", () => {
  it("round-trip an instant through the browser's clock, and an empty field is no bound", () => {
    const iso = "2026-12-02T02:00:00.000Z";
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(toLocalInput(null)).toBe("");
    expect(fromLocalInput("  ")).toBeNull();
    expect(fromLocalInput("not a date")).toBeNull();
  });
});
