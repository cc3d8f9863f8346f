import { getTotalPoints } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { currentAndUpcomingBadge, pointsToBadgeText } from '@modkit/sdk/rules';
import { LoadingState } from '@modkit/widgets/ui';
import { Link } from '../router/link';
import { AccountSection } from './account-section';
import { BadgeMedal } from './badge-medal';

/** Points and badges in the log: the total, the current badge, what the next one needs, and Your Points. */
export function PointsAndBadges() {
  const client = useClient();
  const points = useResource(() => getTotalPoints(client), [client]);
  const data = points.data;
  const badges = data ? currentAndUpcomingBadge(data.badge, data.upcommingBadge) : null;
  return (
    <AccountSection id="points-badges" title="Points and Badges">
      {points.status === 'loading' && !data ? <LoadingState label="Loading your points" /> : null}
      {data && badges ? (
        <div className="points-mini">
          {badges.current ? <BadgeMedal badge={badges.current} /> : null}
          <p>
            <strong className="points-mini__total">{data.points.toLocaleString('en-US')} points</strong>
            <br />
            {badges.current ? badges.current.name : 'No badge yet'}
            {badges.upcoming ? ` · ${pointsToBadgeText(data.points, badges.upcoming)}` : ''}
          </p>
        </div>
      ) : null}
      <Link href="/your-points">See your points and badges</Link>
    </AccountSection>
  );
}
