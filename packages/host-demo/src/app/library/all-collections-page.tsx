import { getCollections } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { COLLECTIONS_LOCKED_TEXT, collectionsUnlocked, EMPTY_STATES } from '@modkit/sdk/rules';
import { EmptyState, ErrorState, LoadingState } from '@modkit/widgets/ui';
import { PageFrame } from '../ui/page-frame';
import { CollectionGrid } from './card-grid';
import { LockedState } from './locked-state';
import { useViewer } from './use-viewer';

/** The line under 'Collections' (ours: the spec asks for a description without giving it). */
const COLLECTIONS_DESCRIPTION =
  'Each collection brings related multidisciplinary mini-modules together under one theme. Finish every module of a collection to earn its Certificate of Completion.';

/** The collections, or nothing when the package keeps them locked (the api would refuse the call). */
function CollectionsList() {
  const client = useClient();
  const data = useResource(() => getCollections(client), [client]);
  if (data.status === 'error') return <ErrorState error={data.error} onRetry={data.reload} />;
  if (data.status === 'loading') return <LoadingState label="Loading the collections" />;
  if (!data.data.results.length) return <EmptyState text={EMPTY_STATES.oopsNoRecord} />;
  return <CollectionGrid collections={data.data.results} />;
}

/**
 * `/my-library/all-collections` (part 1 §2.19): 'Collections' with its description and the grid (four per
 * row on large screens), 'Oops! No Record Found' when empty; for a learner whose package lacks
 * collections, the locked state with Upgrade instead.
 */
export default function AllCollectionsPage() {
  const viewer = useViewer();
  const unlocked = collectionsUnlocked(viewer.role ?? '', viewer.pkg);
  return (
    <PageFrame
      title="Collections"
      crumbs={[{ label: 'My Library', href: viewer.home }, { label: 'Collections' }]}
    >
      <p className="page-intro">{COLLECTIONS_DESCRIPTION}</p>
      {unlocked ? <CollectionsList /> : <LockedState text={COLLECTIONS_LOCKED_TEXT} feature="collections" />}
    </PageFrame>
  );
}
