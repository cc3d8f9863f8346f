/** A row's action in an admin table: a link-styled button whose hidden text says which row (`Edit Gold`). */
export function RowAction({ label, row, onClick }: { label: string; row: string; onClick: () => void }) {
  return (
    <button type="button" className="link-button" onClick={onClick}>
      {label}
      <span className="visually-hidden"> {row}</span>
    </button>
  );
}
