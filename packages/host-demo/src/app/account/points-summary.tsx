import { type Badge, badgeProgress, POINTS_TOOLTIP, pointsToBadgeText } from '@modkit/sdk/rules';
import { PercentBar } from '../ui/percent-bar';
import { BadgeMedal } from './badge-medal';

/**
 * The three figures at the top of Your Points: Current Badge (the last earned, or none yet), Total Points, and
 * the Upcoming Badge with a bar of the progress from the last badge to it.
 */
export function PointsSummary({
  points,
  current,
  upcoming,
}: {
  points: number;
  current: Badge | null;
  upcoming: Badge | null;
}) {
  const progress = badgeProgress(points);
  return (
    <ul className="figures" aria-label="Your points and badges">
      <li className="figure">
        <h2 className="figure__label">Current Badge</h2>
        {current ? <BadgeMedal badge={current} /> : null}
        <p className="figure__value">{current?.name ?? 'No badge yet'}</p>
      </li>
      <li className="figure">
        <h2 className="figure__label">Total Points</h2>
        <p className="figure__value figure__value--big">{points.toLocaleString('en-US')}</p>
        <p className="figure__note">{POINTS_TOOLTIP}</p>
      </li>
      <li className="figure">
        <h2 className="figure__label">Upcoming Badge</h2>
        {upcoming ? <BadgeMedal badge={upcoming} dim /> : null}
        <p className="figure__value">{upcoming?.name ?? 'Every badge earned'}</p>
        {upcoming ? (
          <>
            <PercentBar
              className="progress"
              fillClassName="progress__fill"
              label={`Progress to ${upcoming.name}`}
              percent={progress}
            />
            <p className="figure__note">{pointsToBadgeText(points, upcoming)}</p>
          </>
        ) : null}
      </li>
    </ul>
  );
}
