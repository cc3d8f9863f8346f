/**
 * A progress bar of a percentage (0 to 100) with its accessible name and value: the progress towards the
 * upcoming badge, the interests chosen. Each place styles the bar and its fill with classes of its own.
 */
export function PercentBar({
  className,
  fillClassName,
  label,
  percent,
}: {
  className: string;
  fillClassName: string;
  label: string;
  percent: number;
}) {
  return (
    <div
      className={className}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
    >
      <span className={fillClassName} style={{ width: `${percent}%` }} />
    </div>
  );
}
