// The price explained: the server's price lines as a table (caption, row headers), and the disclosure
// 'Hoe is deze prijs opgebouwd?' that holds it beside the configurator's price.
import { priceLineAmount } from "../../domain/configurator/price-lines";
import type { PriceLine } from "../../domain/configurator/types";
import { formatPrice } from "../../domain/money";

export function PriceLinesTable({
  lines,
  caption,
  captionHidden = false,
}: {
  lines: readonly PriceLine[];
  caption: string;
  /** The caption is read by screen readers only (a visible heading or summary already says it). */
  captionHidden?: boolean;
}) {
  const total = lines.at(-1);
  const parts = total?.kind === "total" ? lines.slice(0, -1) : lines;
  // Labels can repeat (two rows of one accessory): the nth of a label gets its own key.
  const seen = new Map<string, number>();
  const keyed = parts.map((line) => {
    const n = (seen.get(line.label) ?? 0) + 1;
    seen.set(line.label, n);
    return { line, key: `${line.kind} ${line.label} ${n}` };
  });
  return (
    <table className="price-lines">
      <caption className={captionHidden ? "visually-hidden" : "price-lines__caption"}>{caption}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">Onderdeel</th>
          <th scope="col">Bedrag</th>
        </tr>
      </thead>
      <tbody>
        {keyed.map(({ line, key }) => (
          <tr key={key} className={`price-lines__row price-lines__row--${line.kind}`}>
            <th scope="row">{line.label}</th>
            <td>{priceLineAmount(line)}</td>
          </tr>
        ))}
      </tbody>
      {total?.kind === "total" && (
        <tfoot>
          <tr className="price-lines__row price-lines__row--total">
            <th scope="row">{total.label}</th>
            <td>{formatPrice(total.cents)}</td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}

/** 'Hoe is deze prijs opgebouwd?': closed at first; stays as the visitor left it while the lines change. */
export function PriceLinesDisclosure({ lines }: { lines: readonly PriceLine[] }) {
  return (
    <details className="price-lines-disclosure">
      <summary>Hoe is deze prijs opgebouwd?</summary>
      <PriceLinesTable lines={lines} caption="Opbouw van je prijs" captionHidden />
    </details>
  );
}
