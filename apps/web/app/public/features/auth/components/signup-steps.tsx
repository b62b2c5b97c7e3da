/**
 * The signup form's three steps as an ordered list drawn by CSS (signup-steps.css), standing in
 * for Mantine's Stepper (ADR 305, ADR 310): the steps only show where the visitor is, they are
 * not buttons, so the component's ~2 KB gzip of code bought nothing on this page.
 */
export function SignupSteps({ labels, active }: { labels: readonly string[]; active: number }) {
  return (
    <ol className="signup-steps" data-testid="signup-steps">
      {labels.map((label, index) => (
        <li
          key={label}
          className="signup-step"
          data-progress={index === active || undefined}
          data-completed={index < active || undefined}
          aria-current={index === active ? "step" : undefined}
        >
          <span className="signup-step-icon" aria-hidden>
            {index < active ? null : index + 1}
          </span>
          <span className="signup-step-label">{label}</span>
        </li>
      ))}
    </ol>
  );
}
