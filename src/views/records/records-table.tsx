import type { ReactNode } from "react";
import * as css from "./records.css.ts";

export interface Column<Row> {
  label: string;
  numeric?: boolean;
  cell(row: Row): ReactNode;
}

/**
 * A real table on a desktop (caption, column headers); one card per row on a phone, each cell naming its column.
 * The member centre's records and the agent centre's contract pages draw their lists with it; `captionClassName` and
 * `headerClassName` add to the shared look (e.g. headers that may wrap).
 */
export function RecordsTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  testId,
  captionClassName,
  headerClassName,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  testId?: string;
  captionClassName?: string;
  headerClassName?: string;
}) {
  const extra = (base: string, more?: string) => (more ? `${base} ${more}` : base);
  return (
    <table className={css.table} data-testid={testId}>
      <caption className={extra(css.caption, captionClassName)}>{caption}</caption>
      <thead className={css.head}>
        <tr>
          {columns.map((c) => (
            <th key={c.label} scope="col" className={extra(c.numeric ? css.numeric : css.cell, headerClassName)}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={css.bodyRows}>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={css.row} data-record={rowKey(row)}>
            {columns.map((c) => (
              <td key={c.label} className={c.numeric ? css.numeric : css.cell} data-label={c.label}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
