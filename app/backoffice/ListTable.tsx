// A back-office list's table: its region to scroll in, a caption for screen readers, the column headings (amounts
// right-aligned, an actions column named only for screen readers) and the rows the list draws. Tables with
// headings of their own (columns hidden on a phone, a totals row) write them out.
import type { ReactNode } from "react";
import { TableWrap } from "./TableWrap";

/** A heading: its text, or the text with how it stands (`number`: right-aligned; `hidden`: for screen readers). */
export type Column = string | { label: string; number?: true; hidden?: true };

function Heading({ column }: { column: Column }) {
  const { label, number, hidden } = typeof column === "string" ? { label: column } : column;
  return (
    <th scope="col" className={number ? "number" : undefined}>
      {hidden ? <span className="visually-hidden">{label}</span> : label}
    </th>
  );
}

export function ListTable({
  label,
  caption,
  className = "beheer-table",
  columns,
  children,
}: {
  label: string;
  caption: string;
  className?: string;
  columns: readonly Column[];
  children: ReactNode;
}) {
  return (
    <TableWrap label={label}>
      <table className={className}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <Heading key={typeof column === "string" ? column : column.label} column={column} />
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableWrap>
  );
}
