import { BADGE_TIERS, type Badge, badgeById, badgeProgress } from '@modkit/sdk/rules';
import { BadgeMedal } from './badge-medal';

const known = (ids: number[]) => ids.map(badgeById).filter((b): b is Badge => b !== null);

/**
 * The earned badges (in the order earned) and the upcoming ones, each with the points it takes; the first
 * upcoming one shows how far along the learner is.
 */
export function BadgeLists({
  earned,
  upcoming,
  points,
}: {
  earned: number[];
  upcoming: number[];
  points: number;
}) {
  const next = known(upcoming);
  return (
    <div className="badge-lists">
      <section aria-labelledby="earned-badges">
        <h2 id="earned-badges">Earned Badges</h2>
        {earned.length ? (
          <ul className="badge-list">
            {known(earned).map((badge) => (
              <li key={badge.id} className="badge-row">
                <BadgeMedal badge={badge} />
                <span className="badge-row__name">{badge.name}</span>
                <span className="badge-row__note">
                  Earned at {badge.points.toLocaleString('en-US')} points
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">
            No badge yet: the first comes at {BADGE_TIERS[0].points.toLocaleString('en-US')} points.
          </p>
        )}
      </section>
      <section aria-labelledby="upcoming-badges">
        <h2 id="upcoming-badges">Upcoming Badges</h2>
        {next.length ? (
          <ul className="badge-list">
            {next.map((badge, i) => (
              <li key={badge.id} className="badge-row">
                <BadgeMedal badge={badge} dim />
                <span className="badge-row__name">{badge.name}</span>
                <span className="badge-row__note">
                  {badge.points.toLocaleString('en-US')} points
                  {i === 0 ? ` · ${badgeProgress(points)}% there` : ''}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">You have earned every badge.</p>
        )}
      </section>
    </div>
  );
}
