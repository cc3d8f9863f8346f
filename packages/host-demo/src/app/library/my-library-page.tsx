import { invitationValue } from '@modkit/sdk/rules';
import { useCallback, useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { useLocation } from '../router/location';
import { PageFrame } from '../ui/page-frame';
import { FeaturedBanner } from './featured-banner';
import { LibraryCarousels } from './library-carousels';
import { LibrarySkeleton } from './library-skeleton';
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
  const { t } = useAppTranslator();
  const viewer = useViewer();
  const invitation = invitationValue(viewer.role, query.get('value'));
  const [bannerReady, setBannerReady] = useState(false);
  const [firstCarouselReady, setFirstCarouselReady] = useState(false);
  const ready = bannerReady && firstCarouselReady;
  const onBannerReady = useCallback(() => setBannerReady(true), []);
  const onFirstCarouselReady = useCallback(() => setFirstCarouselReady(true), []);
  return (
    <PageFrame title={t('nav.myLibrary')} crumbs={[{ label: t('nav.myLibrary') }]}>
      <UnverifiedNotice />
      {ready ? null : <LibrarySkeleton />}
      {/* The banner's and the carousels' heights come with their data (a question's lines, a carousel with
          no items goes): the banner and the first carousel load out of sight and show together, where the
          placeholder was; each carousel below shows once those above it are in, after the last one shown,
          with nothing below it to push. */}
      <div className="library-content" hidden={!ready}>
        <FeaturedBanner onReady={onBannerReady} />
        <LibraryCarousels revealed={ready} onFirstReady={onFirstCarouselReady} />
      </div>
      {invitation ? <MentorInvitation key={invitation} invitation={invitation} /> : null}
    </PageFrame>
  );
}
