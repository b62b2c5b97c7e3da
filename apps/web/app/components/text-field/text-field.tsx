import { type ComponentPropsWithoutRef, type ReactNode, useId, useState } from "react";

type FieldFrameProps = {
  label: ReactNode;
  /** A hint between the label and the control. */
  description?: ReactNode;
  /** The field's problem, shown under the control; the control is then marked invalid. */
  error?: ReactNode;
};

type FrameParts = FieldFrameProps & {
  id: string;
  rightSection?: ReactNode;
  /** The whole control reacts to the pointer (a select). */
  pointer?: boolean;
  className?: string;
  style?: ComponentPropsWithoutRef<"div">["style"];
  children: (control: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
};

/** Label, description, control and error, laid out and linked as Mantine's Input.Wrapper does. */
function FieldFrame({ id, label, description, error, rightSection, pointer, className, style, children }: FrameParts) {
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, descriptionId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className ? `text-field ${className}` : "text-field"} style={style}>
      <label className="text-field-label" htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      {description ? (
        <p className="text-field-description" id={descriptionId}>
          {description}
        </p>
      ) : null}
      <div
        className="text-field-control"
        data-error={error ? true : undefined}
        data-with-right-section={rightSection ? true : undefined}
        data-pointer={pointer || undefined}
        data-offset-top={description ? true : undefined}
        data-offset-bottom={error ? true : undefined}
      >
        {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
        {rightSection ? <div className="text-field-section">{rightSection}</div> : null}
      </div>
      {error ? (
        <p className="text-field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputFieldProps = FieldFrameProps & Omit<ComponentPropsWithoutRef<"input">, "size">;

/**
 * A text box drawn like Mantine's TextInput (size sm, default variant; styles in text-field.css):
 * the label is tied to the input, and a description or error is named by `aria-describedby`, with
 * `aria-invalid` while there is an error. The auth pages have two to four of them above the fold,
 * and Mantine's input (InputBase, Input.Wrapper and the style machinery behind them) added ~4 KB
 * gzip to each page (ADR 310). Every prop but the frame's goes to the <input>.
 */
export function TextField({ label, description, error, id, className, style, ...input }: InputFieldProps) {
  const generated = useId();
  return (
    <FieldFrame
      id={id ?? generated}
      label={label}
      description={description}
      error={error}
      className={className}
      style={style}
    >
      {(control) => <input className="text-field-input" {...input} {...control} />}
    </FieldFrame>
  );
}

type PasswordFieldProps = Omit<InputFieldProps, "type"> & {
  /** The accessible name of the show/hide button (Mantine's PasswordInput says "Toggle password visibility"). */
  toggleLabel: string;
};

/**
 * A password box drawn like Mantine's PasswordInput: the eye button at the end shows or hides the
 * text. Like Mantine's, the button is not a tab stop and acts on mouse down, so the caret stays in
 * the field; it says whether the password is shown with `aria-pressed`.
 */
export function PasswordField({
  toggleLabel,
  label,
  description,
  error,
  id,
  className,
  style,
  ...input
}: PasswordFieldProps) {
  const generated = useId();
  const [visible, setVisible] = useState(false);
  const toggle = () => setVisible((shown) => !shown);
  return (
    <FieldFrame
      id={id ?? generated}
      label={label}
      description={description}
      error={error}
      className={className}
      style={style}
      rightSection={
        <button
          type="button"
          className="text-field-toggle mantine-focus-auto"
          tabIndex={-1}
          aria-pressed={visible}
          aria-label={toggleLabel}
          onMouseDown={(event) => {
            event.preventDefault();
            toggle();
          }}
          onTouchEnd={(event) => {
            event.preventDefault();
            toggle();
          }}
          onKeyDown={(event) => {
            if (event.key === " " || event.key === "Enter") {
              event.preventDefault();
              toggle();
            }
          }}
        >
          <PasswordToggleIcon reveal={visible} />
        </button>
      }
    >
      {(control) => <input className="text-field-input" {...input} {...control} type={visible ? "text" : "password"} />}
    </FieldFrame>
  );
}

type SelectFieldProps = FieldFrameProps &
  Omit<ComponentPropsWithoutRef<"select">, "size" | "children"> & {
    options: { value: string; label: string }[];
  };

/** A native select drawn like Mantine's NativeSelect (size sm), with its chevron. */
export function SelectField({ label, description, error, id, className, style, options, ...select }: SelectFieldProps) {
  const generated = useId();
  return (
    <FieldFrame
      id={id ?? generated}
      label={label}
      description={description}
      error={error}
      className={className}
      style={style}
      pointer
      rightSection={<SelectChevron />}
    >
      {(control) => (
        <select className="text-field-input" {...select} {...control}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** Mantine's PasswordToggleIcon: an eye, crossed out while the password is shown. */
function PasswordToggleIcon({ reveal }: { reveal: boolean }) {
  const stroke = {
    fill: "none",
    stroke: "currentColor",
    strokeLinecap: "round",
    strokeLinejoin: "round",
    strokeWidth: "16",
  } as const;
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" className="text-field-toggle-icon" aria-hidden>
      <path fill="none" d="M0 0h256v256H0z" />
      {reveal ? (
        <>
          <path {...stroke} d="M48 40l160 176M154.91 157.6a40 40 0 01-53.82-59.2M135.53 88.71a40 40 0 0132.3 35.53" />
          <path
            {...stroke}
            d="M208.61 169.1C230.41 149.58 240 128 240 128s-32-72-112-72a126 126 0 00-20.68 1.68M74 68.6C33.23 89.24 16 128 16 128s32 72 112 72a118.05 118.05 0 0054-12.6"
          />
        </>
      ) : (
        <>
          <path {...stroke} d="M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z" />
          <circle {...stroke} cx="128" cy="128" r="40" />
        </>
      )}
    </svg>
  );
}

/**
 * Mantine's ComboboxChevron. The app does not load Combobox.css, so NativeSelect drew it at the
 * size of the input's end section, in the section's colour; this one is drawn the same way.
 */
function SelectChevron() {
  return (
    <svg viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" aria-hidden>
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}
