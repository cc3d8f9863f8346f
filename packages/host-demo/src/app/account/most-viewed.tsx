import { getInterestCloud, getOverallActivity } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { cloudWeights, EMPTY_STATES } from '@modkit/sdk/rules';
import { LoadingState } from '@modkit/widgets/ui';
import { useEffect } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { AccountSection } from './account-section';
import { type InsightTargetProps, useInsightTarget } from './insight-target';

/**
 * Most Viewed (part 2 §2, §3): the learner's interest cloud (names sized by how often they were met in the
 * modules viewed) with the count of modules viewed and the words they focus on; 'you haven't viewed any
 * modules yet...' when empty; `onSettled` once its read ended. With `learnerId`, a mentor reads that learner's cloud (part 2 "Learner View Details").
 */
export function MostViewed(props: InsightTargetProps & { onSettled?: () => void }) {
  const { t, wire } = useAppTranslator();
  const { learnerId, mentorId, title = t('account.mostViewed') } = props;
  const client = useClient();
  const { userId, through } = useInsightTarget(props);
  const cloud = useResource(
    async () => ({
      items: await getInterestCloud(client, userId, through).catch(() => []),
      // The overall figures are the signed-in user's own (a mentor reading a learner sees the cloud only).
      overall: learnerId === undefined ? await getOverallActivity(client).catch(() => null) : null,
    }),
    [client, userId, learnerId, mentorId],
  );
  const settled = Boolean(cloud.data) || cloud.status === 'error';
  const { onSettled } = props;
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
  const items = cloudWeights(cloud.data?.items ?? []);
  const overall = cloud.data?.overall;
  return (
    <AccountSection id="most-viewed" title={title}>
      {cloud.status === 'loading' && !cloud.data ? (
        <LoadingState label={t('account.loadingInterests')} />
      ) : null}
      {cloud.data && !items.length ? <p className="muted">{wire(EMPTY_STATES.interestCloud)}</p> : null}
      {items.length ? (
        <ul className="cloud" aria-label={t('account.interestCloud')}>
          {items.map((item) => (
            <li key={item.name} className={`cloud__item cloud__item--${item.weight}`}>
              {item.name}
              <span className="visually-hidden"> ({t('count.views', { count: item.score })})</span>
            </li>
          ))}
        </ul>
      ) : null}
      {overall ? (
        <p className="muted">
          {t('account.modulesViewed', { count: overall.total })}
          {overall.keyword.length
            ? t('account.focus', { keywords: overall.keyword.slice(0, 5).join(', ') })
            : ''}
        </p>
      ) : null}
    </AccountSection>
  );
}
