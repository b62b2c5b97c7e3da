import { cleanQuantityInput, isQuantityReadOnly, parseTypedQuantity, stepQuantity } from "@portico/domain";
import { IconMinus, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useHoldRepeat } from "../use-hold-repeat";

type QuantityStepperProps = {
  regionName: string;
  stock: number;
  /** Reads the current quantity at the moment of a step, so a held button never uses a stale value. */
  getQuantity: () => number;
  quantity: number;
  onChange: (quantity: number) => void;
  testId: string;
};

/** −, typed quantity, +: never below 0 or above stock; read-only when sold out (spec 01 §5). */
export function QuantityStepper({ regionName, stock, getQuantity, quantity, onChange, testId }: QuantityStepperProps) {
  const { t } = useTranslation("staticIsp");
  const readOnly = isQuantityReadOnly(stock);
  const decrement = useHoldRepeat(() => onChange(stepQuantity(getQuantity(), -1, stock)));
  const increment = useHoldRepeat(() => onChange(stepQuantity(getQuantity(), 1, stock)));

  return (
    // Plain buttons and input drawn like Mantine's (quantity-stepper.css): one stepper per region card,
    // and Mantine's ActionIcon and TextInput were the heaviest part of hydrating the panel.
    <div className="quantity-stepper" data-testid={testId}>
      <button
        type="button"
        className="stepper-button focus-ring"
        data-variant="default"
        aria-label={t("stepper.decrease", { region: regionName })}
        disabled={readOnly || quantity <= 0}
        data-testid="stepper-minus"
        {...decrement}
      >
        <IconMinus size={16} aria-hidden />
      </button>
      <input
        className="quantity-input"
        value={quantity > 0 ? String(quantity) : ""}
        placeholder="0"
        inputMode="numeric"
        readOnly={readOnly}
        aria-label={t("stepper.quantity", { region: regionName })}
        data-testid="stepper-input"
        onChange={(event) => onChange(parseTypedQuantity(cleanQuantityInput(event.currentTarget.value), stock))}
      />
      <button
        type="button"
        className="stepper-button focus-ring"
        data-variant="filled"
        aria-label={t("stepper.increase", { region: regionName })}
        disabled={readOnly || quantity >= stock}
        data-testid="stepper-plus"
        {...increment}
      >
        <IconPlus size={16} aria-hidden />
      </button>
    </div>
  );
}
