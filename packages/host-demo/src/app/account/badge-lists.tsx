import { BADGE_TIERS, type Badge, badgeById, badgeProgress } from '@modkit/sdk/rules';
import { useAppTranslator } from '../i18n/use-app-translator';
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
  const { t, wire, number } = useAppTranslator();
  return (
    <div className="badge-lists">
      <section aria-labelledby="earned-badges">
        <h2 id="earned-badges">{t('account.earnedBadges')}</h2>
        {earned.length ? (
          <ul className="badge-list">
            {known(earned).map((badge) => (
              <li key={badge.id} className="badge-row">
                <BadgeMedal badge={badge} />
                <span className="badge-row__name">{wire(badge.name)}</span>
                <span className="badge-row__note">
                  {t('account.earnedAt', { points: number(badge.points) })}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('account.firstAt', { points: number(BADGE_TIERS[0].points) })}</p>
        )}
      </section>
      <section aria-labelledby="upcoming-badges">
        <h2 id="upcoming-badges">{t('account.upcomingBadges')}</h2>
        {next.length ? (
          <ul className="badge-list">
            {next.map((badge, i) => (
              <li key={badge.id} className="badge-row">
                <BadgeMedal badge={badge} dim />
                <span className="badge-row__name">{wire(badge.name)}</span>
                <span className="badge-row__note">
                  {t('account.badgePoints', { points: number(badge.points) })}
                  {i === 0 ? t('account.percentThere', { percent: number(badgeProgress(points)) }) : ''}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('module.everyBadge')}</p>
        )}
      </section>
    </div>
  );
}
