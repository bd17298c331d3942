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
  /** How one unit's price is made up: each line's label and formatted amount, the total last. */
  priceLines?: { label: string; amount: string }[];
}

/** The heading above a row's price lines. */
export const PRICE_LINES_TITLE = "Prijsopbouw per stuk";

const cell: CSSProperties = {
  ...base,
  borderBottom: `1px solid ${colour.line}`,
  verticalAlign: "top",
  fontSize: 15,
};

const lineCell: CSSProperties = {
  ...base,
  fontSize: 13,
  lineHeight: 1.45,
  color: colour.inkSoft,
  padding: "1px 0",
};

/** A row's price lines: a small table of labels and amounts under its options, the total in bold. */
function PriceLines({ lines }: { lines: NonNullable<ItemRow["priceLines"]> }) {
  return (
    <table
      className="rw-price-lines"
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      border={0}
      style={{ margin: "6px 0 0", maxWidth: 420 }}
    >
      <tbody>
        <tr>
          <td colSpan={2} className="rw-pl-title" style={{ ...lineCell, fontWeight: 600 }}>
            {PRICE_LINES_TITLE}
          </td>
        </tr>
        {lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one row never reorder
          <tr className="rw-pl-row" key={i}>
            <td className="rw-pl-label" style={{ ...lineCell, paddingRight: 12 }}>
              {line.label}
            </td>
            <td
              className="rw-pl-amount"
              align="right"
              style={{
                ...lineCell,
                whiteSpace: "nowrap",
                textAlign: "right",
                fontWeight: i === lines.length - 1 ? 600 : 400,
              }}
            >
              {line.amount}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

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
              {row.priceLines?.length ? <PriceLines lines={row.priceLines} /> : null}
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
      const priceLines = withClass(row, "rw-price-lines").flatMap((table) => [
        `    ${PRICE_LINES_TITLE}:`,
        ...withClass(table, "rw-pl-row").map((line) =>
          spread(`      ${textWithClass(line, "rw-pl-label")}`, textWithClass(line, "rw-pl-amount")),
        ),
      ]);
      return [head, ...details, ...priceLines].join("\n");
    });
    writeBlock(builder, lines.join("\n"));
  },
};
