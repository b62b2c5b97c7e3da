import { AccountEmailSchema, SignupRequestSchema } from "@portico/contracts";
import { describe, expect, it } from "vitest";
import {
  validateEmail,
  validateEmailCode,
  validateLoginForm,
  validateName,
  validateNewPassword,
  validatePasswordConfirmation,
  validateResetForm,
  validateSignupStep,
} from "./form-rules";

const blankSignup = { firstName: "", lastName: "", country: "", email: "", code: "", password: "", confirm: "" };

describe("field validators", () => {
  it("email: required, then well formed", () => {
    expect(validateEmail("")).toBe("required");
    expect(validateEmail("   ")).toBe("required");
    expect(validateEmail("ana@")).toBe("email_invalid");
    expect(validateEmail("ana @example.com")).toBe("email_invalid");
    expect(validateEmail(" ana@example.com ")).toBeNull();
  });

  it("new password: required, 8 to 20 characters counted as characters, not bytes", () => {
    expect(validateNewPassword("")).toBe("required");
    expect(validateNewPassword("1234567")).toBe("password_length");
    expect(validateNewPassword("12345678")).toBeNull();
    expect(validateNewPassword("x".repeat(20))).toBeNull();
    expect(validateNewPassword("x".repeat(21))).toBe("password_length");
    expect(validateNewPassword("密码密码密码密码")).toBeNull();
  });

  it("confirmation: required and equal", () => {
    expect(validatePasswordConfirmation("secret123", "")).toBe("required");
    expect(validatePasswordConfirmation("secret123", "secret124")).toBe("password_mismatch");
    expect(validatePasswordConfirmation("secret123", "secret123")).toBeNull();
  });

  it("code: required, six digits", () => {
    expect(validateEmailCode("")).toBe("required");
    expect(validateEmailCode("12345")).toBe("code_format");
    expect(validateEmailCode("12345a")).toBe("code_format");
    expect(validateEmailCode("123456")).toBeNull();
  });

  it("names: required after trimming", () => {
    expect(validateName("  ")).toBe("required");
    expect(validateName("Ana")).toBeNull();
  });
});

describe("form validators", () => {
  it("login needs email and password", () => {
    expect(validateLoginForm({ email: "", password: "" })).toEqual({ email: "required", password: "required" });
    expect(validateLoginForm({ email: "ana@example.com", password: "x" })).toEqual({});
  });

  it("reset checks length, then the confirmation", () => {
    expect(validateResetForm({ password: "", confirm: "" })).toEqual({ password: "required", confirm: "required" });
    expect(validateResetForm({ password: "short", confirm: "short" })).toEqual({ password: "password_length" });
    expect(validateResetForm({ password: "longenough", confirm: "different1" })).toEqual({
      confirm: "password_mismatch",
    });
  });

  it("signup checks only the fields of the current step; country is optional", () => {
    expect(validateSignupStep(0, blankSignup)).toEqual({ firstName: "required", lastName: "required" });
    expect(validateSignupStep(0, { ...blankSignup, firstName: "Ana", lastName: "Li" })).toEqual({});
    expect(validateSignupStep(1, blankSignup)).toEqual({ email: "required", code: "required" });
    expect(validateSignupStep(1, { ...blankSignup, email: "ana@example.com", code: "123456" })).toEqual({});
    expect(validateSignupStep(2, { ...blankSignup, password: "longenough", confirm: "longenougH" })).toEqual({
      confirm: "password_mismatch",
    });
  });
});

describe("the forms and the API agree", () => {
  it.each([
    "mei.lin@example.com",
    "a+tag@sub.example.org",
    "a@b.c",
    "no-at.example.com",
    "two@@example.com",
    "x@example",
    ".dot@example.com",
    `${"a".repeat(250)}@example.com`,
  ])("on the email %s", (email) => {
    expect(validateEmail(email) === null).toBe(AccountEmailSchema.safeParse(email).success);
  });

  it.each(["123456", "12345", "1234567", "12a456"])("on the code %s", (code) => {
    const accepted = SignupRequestSchema.shape.code.safeParse(code).success;
    expect(validateEmailCode(code) === null).toBe(accepted);
  });
});
