import { type CSSProperties, useId } from "react";

type Choice<T extends string> = { value: T; label: string };

type SegmentedChoiceProps<T extends string> = {
  value: T;
  data: Choice<T>[];
  onChange: (value: T) => void;
  "aria-label": string;
  "data-testid"?: string;
  /** Stretch the choices over the whole width (the period tabs), or size them to their labels. */
  fullWidth?: boolean;
  size?: "sm" | "md";
  style?: CSSProperties;
};

/**
 * A row of radio choices drawn like Mantine's SegmentedControl (segmented-choice.css). Public pages use
 * this instead: the Mantine control measures its options with refs and a resize observer after
 * hydration and re-renders synchronously, a long task on a phone for a switch of two to six
 * options. Native radios keep the keyboard behaviour (arrows move and select) and the form role.
 */
export function SegmentedChoice<T extends string>({
  value,
  data,
  onChange,
  fullWidth = false,
  size = "sm",
  style,
  "aria-label": ariaLabel,
  "data-testid": testId,
}: SegmentedChoiceProps<T>) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      className="segmented-choice"
      data-full-width={fullWidth || undefined}
      data-size={size}
      aria-label={ariaLabel}
      data-testid={testId}
      style={style}
    >
      {data.map((choice) => {
        const active = choice.value === value;
        return (
          <label key={choice.value} className="segmented-choice-option focus-ring" data-active={active || undefined}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={active}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        );
      })}
    </div>
  );
}
