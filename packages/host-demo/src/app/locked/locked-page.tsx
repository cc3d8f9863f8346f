import { getPackages } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { EMPTY_STATES, type LockedFeature, packagesUnlocking, unlocksFeature } from '@modkit/sdk/rules';
import { EmptyState, ErrorState, Icon, LoadingState, Lock } from '@modkit/widgets/ui';
import { useLearnerPackage } from '../projects/learner-package';
import { Redirect } from '../router/redirect';
import { PageFrame } from '../ui/page-frame';
import { LOCKED_PAGES } from './locked-pages';
import { UpgradeCard } from './upgrade-card';
import './locked.css';
import { useAppTranslator } from '../i18n/use-app-translator';

/**
 * The locked pages `/project-locked`, `/mentor-sessions-locked` (part 1 §2.24) and `/activity-log-locked`
 * (part 2 "Locked Activity Log"): why the page is locked and one upgrade card per active package that opens
 * it. A learner whose package already opens the feature goes to the unlocked page.
 */
export default function LockedPage({ feature }: { feature: LockedFeature }) {
  const client = useClient();
  const { t, wire } = useAppTranslator();
  const pkg = useLearnerPackage();
  const page = LOCKED_PAGES[feature];
  const packages = useResource(
    async () => packagesUnlocking(feature, (await getPackages(client)).results),
    [client, feature],
  );
  if (unlocksFeature(feature, pkg)) return <Redirect to={page.unlockedPath} />;
  return (
    <PageFrame title={wire(page.title)} crumbs={[{ label: wire(page.title) }]}>
      <p className="notice locked__lead">
        <span role="img" aria-label={t('common.locked')}>
          <Icon icon={Lock} />
        </span>{' '}
        {wire(page.lead)}
      </p>
      {packages.status === 'loading' && !packages.data ? <LoadingState /> : null}
      {packages.status === 'error' ? <ErrorState error={packages.error} onRetry={packages.reload} /> : null}
      {packages.data?.length === 0 ? <EmptyState text={wire(EMPTY_STATES.noRecord)} /> : null}
      {packages.data?.length ? (
        <ul className="tile-list upgrade-cards">
          {packages.data.map((p) => (
            <li key={p.id}>
              <UpgradeCard pkg={p} feature={feature} />
            </li>
          ))}
        </ul>
      ) : null}
    </PageFrame>
  );
}
