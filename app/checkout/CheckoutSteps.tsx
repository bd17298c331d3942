// The checkout's navigation bar (spec section 2): Gegevens and Betaalwijze link to their steps, Bedankt does not;
// the active step shows a check icon and the others are dimmed.
import { Link } from "react-router";
import { Icon } from "../ui/Icon";

const steps = [
  { key: "gegevens", label: "Gegevens", to: "/checkout/gegevens" },
  { key: "betalen", label: "Betaalwijze", to: "/checkout/betalen" },
  { key: "bedankt", label: "Bedankt", to: null },
] as const;

export function CheckoutSteps({ active }: { active: (typeof steps)[number]["key"] }) {
  return (
    <nav className="checkout-steps" aria-label="Stappen van je bestelling">
      <ol>
        {steps.map((step, index) => {
          const current = step.key === active;
          const content = (
            <>
              <span className="checkout-steps__marker" aria-hidden="true">
                {current ? <Icon name="check" size={18} /> : index + 1}
              </span>
              {step.label}
            </>
          );
          return (
            <li
              key={step.key}
              className={current ? "checkout-steps__step--active" : "checkout-steps__step--dimmed"}
            >
              {step.to && !current ? (
                <Link to={step.to}>{content}</Link>
              ) : (
                <span aria-current={current ? "step" : undefined}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
