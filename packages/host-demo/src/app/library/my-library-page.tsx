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
  const onBannerReady = useCallback(() => setBannerReady(true), []);
  const onFirstCarouselReady = useCallback(() => setFirstCarouselReady(true), []);
  // The carousels show under the banner once both are in: shown first, they would be pushed by its arrival.
  const carouselsShown = bannerReady && firstCarouselReady;
  return (
    <PageFrame title={t('nav.myLibrary')} crumbs={[{ label: t('nav.myLibrary') }]}>
      <UnverifiedNotice />
      {/* The banner's and the carousels' heights come with their data (a question's lines, a carousel with
          no items goes): each loads out of sight and shows where its placeholder was, with nothing shown below
          it to push. The banner shows as soon as its question is in (the first screen's largest text); the
          carousels under it once the first has its rows; each carousel below once those above it are in. */}
      {bannerReady ? null : <LibrarySkeleton part="banner" />}
      <div className="library-content">
        <div hidden={!bannerReady}>
          <FeaturedBanner onReady={onBannerReady} />
        </div>
        {bannerReady && !firstCarouselReady ? <LibrarySkeleton part="carousels" /> : null}
        <div hidden={!carouselsShown}>
          <LibraryCarousels revealed={carouselsShown} onFirstReady={onFirstCarouselReady} />
        </div>
      </div>
      {invitation ? <MentorInvitation key={invitation} invitation={invitation} /> : null}
    </PageFrame>
  );
}
