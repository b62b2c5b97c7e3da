import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CheckboxField } from "../checkbox-field/checkbox-field";
import { PasswordField, SelectField, TextField } from "./text-field";

describe("TextField", () => {
  it("ties the label to the input and passes every other prop to it", () => {
    const html = renderToStaticMarkup(
      <TextField id="email" label="Email" type="email" placeholder="you@company.com" data-testid="login-email" />,
    );
    expect(html).toContain('<label class="text-field-label" for="email" id="email-label">Email</label>');
    expect(html).toMatch(
      /<input class="text-field-input" type="email" placeholder="you@company.com" data-testid="login-email" id="email"\/>/,
    );
    expect(html).not.toContain("aria-invalid");
    expect(html).not.toContain("aria-describedby");
  });

  it("marks an error: aria-invalid, and the error and description named by aria-describedby", () => {
    const html = renderToStaticMarkup(
      <TextField id="pw" label="Password" description="8 to 20 characters" error="Please input the password" />,
    );
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="pw-error pw-description"');
    expect(html).toContain('<p class="text-field-error" id="pw-error">Please input the password</p>');
    expect(html).toContain('<p class="text-field-description" id="pw-description">8 to 20 characters</p>');
    // The spacing Mantine's Input.Wrapper gives a control with a description above and an error below.
    expect(html).toContain('data-error="true"');
    expect(html).toContain('data-offset-top="true"');
    expect(html).toContain('data-offset-bottom="true"');
  });
});

describe("PasswordField", () => {
  it("starts hidden, with a named toggle that is not a tab stop", () => {
    const html = renderToStaticMarkup(<PasswordField id="pw" label="Password" toggleLabel="Show password" />);
    expect(html).toContain('type="password"');
    expect(html).toMatch(
      /<button type="button" class="text-field-toggle[^"]*" tabindex="-1" aria-pressed="false" aria-label="Show password">/,
    );
    expect(html).toContain('data-with-right-section="true"');
  });
});

describe("SelectField", () => {
  it("lists the options in a labelled native select", () => {
    const html = renderToStaticMarkup(
      <SelectField
        id="country"
        label="Country"
        value="FR"
        onChange={() => undefined}
        options={[
          { value: "", label: "Optional" },
          { value: "FR", label: "France" },
        ]}
      />,
    );
    expect(html).toContain('for="country"');
    expect(html).toContain('<option value="FR" selected="">France</option>');
    expect(html).toContain('data-pointer="true"');
  });
});

describe("CheckboxField", () => {
  it("is a real checkbox with its label, and names its error", () => {
    const html = renderToStaticMarkup(
      <CheckboxField
        id="agree"
        label="I agree"
        error="Please agree"
        data-testid="agreement"
        checked={false}
        onChange={() => undefined}
      />,
    );
    expect(html).toContain('type="checkbox"');
    expect(html).toContain('data-testid="agreement"');
    expect(html).toContain('<label class="checkbox-field-label" for="agree">I agree</label>');
    expect(html).toContain('aria-invalid="true" aria-describedby="agree-error"');
    expect(html).toContain('<div class="checkbox-field-error" id="agree-error">Please agree</div>');
  });
});
