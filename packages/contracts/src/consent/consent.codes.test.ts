import { describe, expect, it } from "vitest";
import { parseConsentCookie, serializeConsent } from "./consent.codes.ts";

describe("cookie consent value", () => {
  it("round-trips both options", () => {
    for (const choice of [
      { analytics: true, marketing: true },
      { analytics: true, marketing: false },
      { analytics: false, marketing: false },
    ]) {
      const header = `language=en; cookie_consent=${encodeURIComponent(serializeConsent(choice))}; token=x`;
      expect(parseConsentCookie(header)).toEqual(choice);
    }
  });

  it("means no choice yet when the cookie is missing or malformed", () => {
    expect(parseConsentCookie("language=en")).toBeNull();
    expect(parseConsentCookie("cookie_consent=yes")).toBeNull();
    expect(parseConsentCookie("")).toBeNull();
    // A value that is not URI-encoded text: read as no choice, never thrown (the root loader reads it).
    expect(parseConsentCookie("cookie_consent=%E0%A4%A")).toBeNull();
  });
});
