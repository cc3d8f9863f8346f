import { useClient } from '@modkit/sdk/react';
import { ASSIGNED_LOCKED_TEXT, assignedModulesUnlocked, LIMITS } from '@modkit/sdk/rules';
import { PageFrame } from '../ui/page-frame';
import { LockedState } from './locked-state';
import { PagedModules } from './paged-modules';
import { SUB_PAGES, type SubPageKind } from './sub-pages';
import { useViewer } from './use-viewer';

/**
 * `/recommended-for-you`, `/assigned-by-mentor`, `/recent-additions`, `/trending` (part 1 §2.18, part 2
 * "Library sub-pages"): module cards with their ribbon, 12 per page, the spec's empty texts. Assigned by
 * Mentor is locked for a learner whose package has no mentor sessions.
 */
export default function LibrarySubPage({ kind }: { kind: SubPageKind }) {
  const client = useClient();
  const viewer = useViewer();
  const page = SUB_PAGES[kind];
  const locked = kind === 'assigned' && !assignedModulesUnlocked(viewer.role, viewer.pkg);
  return (
    <PageFrame
      title={page.title}
      crumbs={[{ label: 'My Library', href: viewer.home }, { label: page.title }]}
    >
      <p className="page-intro">{page.intro}</p>
      {locked ? (
        <LockedState text={ASSIGNED_LOCKED_TEXT} feature="sessions" />
      ) : (
        <PagedModules
          load={(n) => page.load(client, n)}
          empty={page.empty}
          pageSize={LIMITS.libraryPageSize}
          loadingLabel={`Loading ${page.title}`}
        />
      )}
    </PageFrame>
  );
}
