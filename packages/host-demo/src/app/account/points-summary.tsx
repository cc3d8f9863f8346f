import { type Badge, badgeProgress, POINTS_TOOLTIP } from '@modkit/sdk/rules';
import { pointsToBadge } from '../i18n/activity-texts';
import { useAppTranslator } from '../i18n/use-app-translator';
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
  const { t, wire, number } = useAppTranslator();
  return (
    <ul className="figures" aria-label={t('account.pointsAndBadgesList')}>
      <li className="figure">
        <h2 className="figure__label">{t('account.currentBadge')}</h2>
        {current ? <BadgeMedal badge={current} /> : null}
        <p className="figure__value">{current ? wire(current.name) : t('account.noBadge')}</p>
      </li>
      <li className="figure">
        <h2 className="figure__label">{t('account.totalPoints')}</h2>
        <p className="figure__value figure__value--big">{number(points)}</p>
        <p className="figure__note">{wire(POINTS_TOOLTIP)}</p>
      </li>
      <li className="figure">
        <h2 className="figure__label">{t('account.upcomingBadge')}</h2>
        {upcoming ? <BadgeMedal badge={upcoming} dim /> : null}
        <p className="figure__value">{upcoming ? wire(upcoming.name) : t('account.everyBadge')}</p>
        {upcoming ? (
          <>
            <PercentBar
              className="progress"
              fillClassName="progress__fill"
              label={t('account.progressTo', { badge: wire(upcoming.name) })}
              percent={progress}
            />
            <p className="figure__note">{pointsToBadge(t, wire, points, upcoming)}</p>
          </>
        ) : null}
      </li>
    </ul>
  );
}
