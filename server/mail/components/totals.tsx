// Sub-totals and totals under a rows table; the `strong` row (the total to pay) stands out.
import type { CSSProperties } from "react";
import {
  type PlainTextRule,
  spread,
  TEXT_WIDTH,
  textWithClass,
  withClass,
  writeBlock,
} from "./plain-text.ts";
import { base, colour } from "./theme.ts";

export interface TotalRow {
  label: string;
  /** Formatted ("€ 123,45", "Gratis"). */
  amount: string;
  strong?: boolean;
}

const plain: CSSProperties = { ...base, fontSize: 15, color: colour.ink, padding: "4px 0" };
const strong: CSSProperties = {
  ...base,
  fontWeight: 700,
  fontSize: 17,
  color: colour.green900,
  borderTop: `2px solid ${colour.green900}`,
  padding: "10px 0 4px",
};

export function Totals({ rows }: { rows: TotalRow[] }) {
  return (
    <table
      className="rw-totals"
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      border={0}
      style={{ margin: "0 0 20px" }}
    >
      <tbody>
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows of one mail, in their order; labels may repeat
          <tr className={row.strong ? "rw-total rw-strong" : "rw-total"} key={i}>
            <td className="rw-label" style={row.strong ? strong : plain}>
              {row.label}
            </td>
            <td
              className="rw-amount"
              align="right"
              style={{ ...(row.strong ? strong : plain), textAlign: "right", whiteSpace: "nowrap" }}
            >
              {row.amount}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Labels in a column, amounts aligned right; a rule above the strong row, whose label is in capitals. */
export const totalsText: PlainTextRule = {
  selector: "table.rw-totals",
  format: (elem, _walk, builder) => {
    const rows = withClass(elem, "rw-total").map((row) => ({
      label: textWithClass(row, "rw-label"),
      amount: textWithClass(row, "rw-amount"),
      strong: String(row.attribs?.class).includes("rw-strong"),
    }));
    const width = Math.max(...rows.map((r) => r.label.length));
    const lines = rows.map((row) =>
      row.strong
        ? `${"-".repeat(TEXT_WIDTH)}\n${spread(row.label.toUpperCase().padEnd(width), row.amount)}`
        : spread(row.label.padEnd(width), row.amount),
    );
    writeBlock(builder, lines.join("\n"));
  },
};
