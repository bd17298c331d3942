// The payment methods and ways of delivery as our own small marks with their names (footer and cart).
import { deliveryMarks, type Mark, paymentMarks } from "../../domain/marks";
import type { StoreCode } from "../../domain/store";

function MarkList({
  marks,
  label,
  className,
}: {
  marks: readonly Mark[];
  label: string;
  className?: string;
}) {
  return (
    <ul className={`marks${className ? ` ${className}` : ""}`} aria-label={label}>
      {marks.map((m) => (
        <li key={m.name} className="mark">
          <img src={`/media/tekens/${m.name}.svg`} alt="" width={30} height={27} />
          <span>{m.label}</span>
        </li>
      ))}
    </ul>
  );
}

export function PaymentMarks({ store, className }: { store: StoreCode; className?: string }) {
  return <MarkList marks={paymentMarks[store]} label="Betaalmethoden" className={className} />;
}

export function DeliveryMarks({ className }: { className?: string }) {
  return <MarkList marks={deliveryMarks} label="Bezorging en montage" className={className} />;
}
