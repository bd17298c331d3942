// A back-office list's table: its region to scroll in, a caption for screen readers, plain column headings and the
// rows the list draws. Tables with headings of their own (numbers, columns hidden on a phone) write them out.
import type { ReactNode } from "react";
import { TableWrap } from "./TableWrap";

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
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <TableWrap label={label}>
      <table className={className}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableWrap>
  );
}
