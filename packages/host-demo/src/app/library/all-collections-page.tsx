import { getCollections } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { COLLECTIONS_LOCKED_TEXT, collectionsUnlocked, EMPTY_STATES } from '@modkit/sdk/rules';
import { EmptyState, ErrorState, LoadingState } from '@modkit/widgets/ui';
import { useAppTranslator } from '../i18n/use-app-translator';
import { PageFrame } from '../ui/page-frame';
import { CollectionGrid } from './card-grid';
import { LockedState } from './locked-state';
import { useViewer } from './use-viewer';

/** The line under 'Collections' (ours: the spec asks for a description without giving it). */

/** The collections, or nothing when the package keeps them locked (the api would refuse the call). */
function CollectionsList() {
  const client = useClient();
  const data = useResource(() => getCollections(client), [client]);
  const { t, wire } = useAppTranslator();
  if (data.status === 'error') return <ErrorState error={data.error} onRetry={data.reload} />;
  if (data.status === 'loading') return <LoadingState label={t('library.loadingCollections')} />;
  if (!data.data.results.length) return <EmptyState text={wire(EMPTY_STATES.oopsNoRecord)} />;
  return <CollectionGrid collections={data.data.results} />;
}

/**
 * `/my-library/all-collections` (part 1 §2.19): 'Collections' with its description and the grid (four per
 * row on large screens), 'Oops! No Record Found' when empty; for a learner whose package lacks
 * collections, the locked state with Upgrade instead.
 */
export default function AllCollectionsPage() {
  const viewer = useViewer();
  const { t, wire } = useAppTranslator();
  const unlocked = collectionsUnlocked(viewer.role ?? '', viewer.pkg);
  return (
    <PageFrame
      title={t('carousel.collections')}
      crumbs={[{ label: t('nav.myLibrary'), href: viewer.home }, { label: t('carousel.collections') }]}
    >
      <p className="page-intro">{t('library.collectionsDescription')}</p>
      {unlocked ? (
        <CollectionsList />
      ) : (
        <LockedState text={wire(COLLECTIONS_LOCKED_TEXT)} feature="collections" />
      )}
    </PageFrame>
  );
}
