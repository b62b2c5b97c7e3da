import { TextInput } from "@mantine/core";

/** An authenticator code field: digits from a phone keyboard, filled in by the browser's one-time-code autofill. */
export function CodeInput({
  label,
  value,
  onChange,
  error,
  autoFocus,
  allowRecovery = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  autoFocus?: boolean;
  /** The sign-in's second step also takes a recovery code (letters and digits). */
  allowRecovery?: boolean;
}) {
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.trim())}
      error={error || undefined}
      autoFocus={autoFocus}
      autoComplete="one-time-code"
      inputMode={allowRecovery ? "text" : "numeric"}
      maxLength={allowRecovery ? 11 : 6}
      spellCheck={false}
      styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", letterSpacing: "0.2em", fontSize: 18 } }}
      required
    />
  );
}
