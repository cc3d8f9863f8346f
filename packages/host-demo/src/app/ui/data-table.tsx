import type { Key, ReactNode } from 'react';
import { ColumnHeads } from './column-heads';

/**
 * One column of a data table: its header, which also labels each of its cells (`data-label`: under 767 px a
 * row stacks into a card, each cell led by its column's label), and what a row shows in it.
 */
export interface DataColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
}

/** How a table's rows are keyed: by their `id` unless told otherwise; rows without one must say how. */
type RowKeyProps<Row> = Row extends { id: Key }
  ? { rowKey?: (row: Row) => Key }
  : { rowKey: (row: Row) => Key };

/** A row's own id, the key of rows that have one. */
const byId = (row: unknown): Key => (row as { id: Key }).id;

/** A data table driven by its columns: a hidden caption, the column heads, and one row per item. */
export function DataTable<Row>({
  className,
  caption,
  columns,
  rows,
  rowKey = byId,
}: {
  className: string;
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
} & RowKeyProps<Row>) {
  return (
    <table className={className}>
      <caption className="visually-hidden">{caption}</caption>
      <ColumnHeads columns={columns.map((column) => column.label)} />
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.label} data-label={column.label}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
