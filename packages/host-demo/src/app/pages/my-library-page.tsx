import { useClient } from '@modkit/sdk/react';
import { type CarouselSource, LibraryCarousel } from '@modkit/widgets';
import { FeaturedBanner } from '../library/featured-banner';
import { UnverifiedNotice } from '../library/unverified-notice';
import { PageFrame } from '../ui/page-frame';
import { onWidgetEvent } from '../widget-events';

/** The carousels of My Library, in the spec's order (each widget hides itself or shows its empty text). */
const SOURCES: CarouselSource[] = ['my-list', 'recommended', 'trending', 'recent', 'assigned', 'collections'];

/** `/my-library` (part 1 §2.17): title, breadcrumb, the featured-question banner and the carousels. */
export default function MyLibraryPage() {
  const client = useClient();
  return (
    <PageFrame title="My Library" crumbs={[{ label: 'My Library' }]}>
      <UnverifiedNotice />
      <FeaturedBanner />
      {SOURCES.map((source) => (
        <LibraryCarousel key={source} source={source} client={client} onEvent={onWidgetEvent} />
      ))}
    </PageFrame>
  );
}
