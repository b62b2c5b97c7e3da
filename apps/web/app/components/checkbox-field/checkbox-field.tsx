import { type ComponentPropsWithoutRef, type ReactNode, useId } from "react";

type CheckboxFieldProps = Omit<ComponentPropsWithoutRef<"input">, "type" | "size"> & {
  label: ReactNode;
  /** Shown under the label; the box is then marked invalid and names it with `aria-describedby`. */
  error?: ReactNode;
};

/**
 * A checkbox drawn like Mantine's Checkbox (size sm, filled, label on the right; styles in
 * checkbox-field.css): a real `<input type="checkbox">` with its label, the tick drawn over it.
 * The login and signup forms show one on load; Mantine's component (with its group, card and
 * indicator parts) added ~2 KB gzip to each (ADR 310). Every prop but the two above goes to the input.
 */
export function CheckboxField({ label, error, id, className, style, ...input }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={className ? `checkbox-field ${className}` : "checkbox-field"} style={style}>
      <div className="checkbox-field-body">
        <div className="checkbox-field-inner">
          <input
            type="checkbox"
            id={inputId}
            className="checkbox-field-input mantine-focus-auto"
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            {...input}
          />
          <svg
            viewBox="0 0 10 7"
            fill="none"
            xmlns="http://www.w3.org/2000/svg"
            aria-hidden
            className="checkbox-field-icon"
          >
            <path
              d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        </div>
        <div className="checkbox-field-label-wrapper">
          <label className="checkbox-field-label" htmlFor={inputId}>
            {label}
          </label>
          {error ? (
            <div className="checkbox-field-error" id={errorId}>
              {error}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
