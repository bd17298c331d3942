// The rows table of a mail: products (or swatches) with their chosen options, how many, and the amount.
import type { CSSProperties } from "react";
import { Lines } from "./paragraph.tsx";
import {
  type PlainTextRule,
  spread,
  textOf,
  textWithClass,
  withClass,
  wrap,
  writeBlock,
} from "./plain-text.ts";
import { base, colour } from "./theme.ts";

/** One row: a product with its chosen options. */
export interface ItemRow {
  name: string;
  /** Smaller lines under the name: measurements, colour, options. */
  details?: string[];
  count: number;
  /** The row's amount, formatted ("€ 123,45"). */
  amount: string;
}

const cell: CSSProperties = {
  ...base,
  borderBottom: `1px solid ${colour.line}`,
  verticalAlign: "top",
  fontSize: 15,
};

export function ItemRows({ rows }: { rows: ItemRow[] }) {
  return (
    <table
      className="rw-rows"
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      border={0}
      style={{ margin: "0 0 12px", borderTop: `1px solid ${colour.line}` }}
    >
      <tbody>
        {rows.map((row, i) => (
          // Rows of one mail never reorder: the position is their identity (two rows may share a name).
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <tr className="rw-row" key={i}>
            <td style={{ ...cell, padding: "10px 8px 10px 0" }}>
              <div className="rw-name" style={{ fontWeight: 600, color: colour.ink }}>
                {row.name}
              </div>
              {row.details?.length ? (
                <div className="rw-options" style={{ fontSize: 13, lineHeight: 1.45, color: colour.inkSoft }}>
                  <Lines text={row.details.join("\n")} />
                </div>
              ) : null}
            </td>
            <td
              className="rw-count"
              style={{ ...cell, padding: "10px 8px", whiteSpace: "nowrap", color: colour.inkSoft }}
            >
              {`${row.count} ×`}
            </td>
            <td
              className="rw-amount"
              align="right"
              style={{ ...cell, padding: "10px 0 10px 8px", whiteSpace: "nowrap", textAlign: "right" }}
            >
              {row.amount}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** "2 × Name" with the amount aligned right, the options indented under it. */
export const rowsText: PlainTextRule = {
  selector: "table.rw-rows",
  format: (elem, _walk, builder) => {
    const lines = withClass(elem, "rw-row").map((row) => {
      const head = spread(
        `${textWithClass(row, "rw-count")} ${textWithClass(row, "rw-name")}`,
        textWithClass(row, "rw-amount"),
      );
      const details = withClass(row, "rw-options").map((options) => wrap(textOf(options).trim(), "    "));
      return [head, ...details].join("\n");
    });
    writeBlock(builder, lines.join("\n"));
  },
};
