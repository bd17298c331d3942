// Label/value pairs in a tinted box: an address, an appointment's date and place, an order number.
import { Lines } from "./paragraph.tsx";
import { type PlainTextRule, textOf, textWithClass, withClass, writeBlock } from "./plain-text.ts";
import { base, colour } from "./theme.ts";

/** One pair; newlines in the value stay line breaks (address lines). */
export interface DetailRow {
  label: string;
  value: string;
}

export function Details({ rows }: { rows: DetailRow[] }) {
  return (
    <table
      className="rw-details"
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      border={0}
      style={{ margin: "0 0 16px", backgroundColor: colour.green100, borderRadius: 6, width: "100%" }}
    >
      <tbody>
        <tr>
          <td style={{ padding: "10px 16px" }}>
            <table role="presentation" cellPadding={0} cellSpacing={0} border={0}>
              <tbody>
                {rows.map((row, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the rows of one mail, in their order; labels may repeat
                  <tr className="rw-detail-row" key={i}>
                    <td
                      className="rw-label"
                      style={{
                        ...base,
                        padding: "4px 16px 4px 0",
                        fontSize: 14,
                        color: colour.inkSoft,
                        verticalAlign: "top",
                        whiteSpace: "nowrap",
                      }}
                    >
                      {row.label}
                    </td>
                    <td
                      className="rw-value"
                      style={{
                        ...base,
                        padding: "4px 0",
                        fontSize: 15,
                        color: colour.ink,
                        verticalAlign: "top",
                      }}
                    >
                      <Lines text={row.value} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** "Label:" in a column wide enough for every label, the value's further lines under its first. */
export const detailsText: PlainTextRule = {
  selector: "table.rw-details",
  format: (elem, _walk, builder) => {
    const rows = withClass(elem, "rw-detail-row").map((row) => ({
      label: textWithClass(row, "rw-label"),
      value: textOf(withClass(row, "rw-value")[0] ?? row).trim(),
    }));
    const width = Math.max(...rows.map((r) => r.label.length)) + 2;
    const lines = rows.map((row) => {
      const [first = "", ...rest] = row.value.split(/\r?\n/);
      return [`${`${row.label}:`.padEnd(width)}${first}`, ...rest.map((l) => " ".repeat(width) + l)].join(
        "\n",
      );
    });
    writeBlock(builder, lines.join("\n"));
  },
};
