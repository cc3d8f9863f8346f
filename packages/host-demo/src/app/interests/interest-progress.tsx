/** The progress bar of the interests step: 20 % per chosen topic (the rule computes the value). */
export function InterestProgress({ percent }: { percent: number }) {
  return (
    <div className="interest-progress">
      <div
        className="interest-progress__bar"
        role="progressbar"
        aria-label="Interests chosen"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <span className="interest-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="interest-progress__value" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
