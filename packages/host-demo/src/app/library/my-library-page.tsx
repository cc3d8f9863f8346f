import { invitationValue } from '@modkit/sdk/rules';
import { useLocation } from '../router/location';
import { PageFrame } from '../ui/page-frame';
import { FeaturedBanner } from './featured-banner';
import { LibraryCarousels } from './library-carousels';
import { MentorInvitation } from './mentor-invitation';
import { UnverifiedNotice } from './unverified-notice';
import { useViewer } from './use-viewer';

/**
 * `/my-library` and the mentor's `/mentor/my-library` (part 1 §2.17): 'My Library', breadcrumb, the
 * unverified notice, the featured-question banner and the carousels (mentors: no Recommended for You,
 * collections never locked). A learner opening a mentor's invitation link (`?value={invitation}`) gets the
 * invitation modal.
 */
export default function MyLibraryPage() {
  const { query } = useLocation();
  const viewer = useViewer();
  const invitation = invitationValue(viewer.role, query.get('value'));
  return (
    <PageFrame title="My Library" crumbs={[{ label: 'My Library' }]}>
      <UnverifiedNotice />
      <FeaturedBanner />
      <LibraryCarousels />
      {invitation ? <MentorInvitation key={invitation} invitation={invitation} /> : null}
    </PageFrame>
  );
}
