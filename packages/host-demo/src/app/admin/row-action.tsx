import type { ReactNode } from 'react';
import type { DataColumn } from '../ui/data-table';

/** A row's action in an admin table: a link-styled button whose hidden text says which row (`Edit Gold`). */
export function RowAction({ label, row, onClick }: { label: string; row: string; onClick: () => void }) {
  return (
    <button type="button" className="link-button" onClick={onClick}>
      {label}
      <span className="visually-hidden"> {row}</span>
    </button>
  );
}

/** A row's status in an admin table: the badge coloured by the status, in the words the table gives it. */
export function statusColumn<Row extends { status: string }>(
  label: string,
  text: (row: Row) => string,
): DataColumn<Row> {
  return {
    label,
    cell: (row) => (
      <span className={`admin-status admin-status--${row.status.toLowerCase()}`}>{text(row)}</span>
    ),
  };
}

/** The actions column of an admin table: Edit, then the row's other actions. */
export function actionsColumn<Row extends { name: string }>(
  label: { actions: string; edit: string },
  onEdit: (row: Row) => void,
  more: (row: Row) => ReactNode,
): DataColumn<Row> {
  return {
    label: label.actions,
    cell: (row) => (
      <span className="admin-table__actions">
        <RowAction label={label.edit} row={row.name} onClick={() => onEdit(row)} />
        {more(row)}
      </span>
    ),
  };
}
