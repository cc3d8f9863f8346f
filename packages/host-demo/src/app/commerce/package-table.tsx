import type { User } from '@modkit/sdk';
import { say } from '@modkit/sdk/i18n';
import { useSession } from '@modkit/sdk/react';
import { EMPTY_STATES, isSmallScreen, type UpgradeFeature, upgradeChoice } from '@modkit/sdk/rules';
import { EmptyState, ErrorState, LoadingState } from '@modkit/widgets/ui';
import type { ReactNode } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { useWindowWidth } from '../shell/use-window-width';
import { PackageGrid } from './package-grid';
import { PackageTabs } from './package-tabs';
import { SupportLink } from './support-link';
import { usePackages } from './use-packages';

/**
 * The package table (part 1 §2.16): every package but FREE, the user's own marked 'Current Package',
 * a table on wide screens and tabs on small ones, the support link at the foot. Loading, error (with
 * Retry) and empty states. For a feature (a locked action's), a note names the packages that open it and the
 * first of them is recommended (focused on wide screens, the open tab on small ones).
 */
export function PackageTable({ feature = null }: { feature?: UpgradeFeature | null }) {
  const packages = usePackages();
  const i18n = useAppTranslator();
  const { t, wire } = i18n;
  const user = useSession((s) => s.user?.data) as User | undefined;
  const currentName = user?.userpackages?.packages.name;
  const narrow = isSmallScreen(useWindowWidth());
  const choice = feature && packages.data ? upgradeChoice(feature, packages.data) : null;
  const recommendedId = choice?.recommended?.id;
  let body: ReactNode;
  if (packages.status === 'loading' && !packages.data)
    body = <LoadingState label={t('commerce.loadingPackages')} />;
  else if (packages.status === 'error')
    body = <ErrorState error={packages.error} onRetry={packages.reload} />;
  else if (!packages.data?.length) body = <EmptyState text={wire(EMPTY_STATES.noRecord)} />;
  else if (narrow)
    body = <PackageTabs packages={packages.data} currentName={currentName} recommendedId={recommendedId} />;
  else
    body = <PackageGrid packages={packages.data} currentName={currentName} recommendedId={recommendedId} />;
  return (
    <div className="package-table">
      {choice ? <p className="notice package-table__note">{say(i18n, choice.note)}</p> : null}
      {body}
      {/* At the foot once the packages are in: it would stand where they go, then be pushed down. */}
      {packages.status === 'loading' && !packages.data ? null : <SupportLink />}
    </div>
  );
}
