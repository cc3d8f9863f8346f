import { useClient } from '@modkit/sdk/react';
import { ASSIGNED_LOCKED_TEXT, assignedModulesUnlocked, LIMITS } from '@modkit/sdk/rules';
import { useAppTranslator } from '../i18n/use-app-translator';
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
  const { t, wire } = useAppTranslator();
  const viewer = useViewer();
  const page = SUB_PAGES[kind];
  const title = wire(page.title);
  const locked = kind === 'assigned' && !assignedModulesUnlocked(viewer.role, viewer.pkg);
  return (
    <PageFrame title={title} crumbs={[{ label: t('nav.myLibrary'), href: viewer.home }, { label: title }]}>
      <p className="page-intro">{t(page.intro)}</p>
      {locked ? (
        <LockedState text={wire(ASSIGNED_LOCKED_TEXT)} feature="sessions" />
      ) : (
        <PagedModules
          load={(n) => page.load(client, n)}
          empty={wire(page.empty)}
          pageSize={LIMITS.libraryPageSize}
          loadingLabel={t('library.loadingTitle', { title })}
        />
      )}
    </PageFrame>
  );
}
