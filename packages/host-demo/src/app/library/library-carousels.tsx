import { useClient } from '@modkit/sdk/react';
import { collectionsUnlocked } from '@modkit/sdk/rules';
import type { ModkitEventType } from '@modkit/widgets';
import { type CarouselSource, LibraryCarousel } from '@modkit/widgets';
import { afterPaint } from '@modkit/widgets/ui';
import { useEffect, useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { onWidgetEvent } from '../widget-events';
import { useViewer } from './use-viewer';

/** The carousels of My Library in the spec's order; Recommended for You is the learner's only. */
const LEARNER_SOURCES: CarouselSource[] = [
  'my-list',
  'recommended',
  'trending',
  'recent',
  'assigned',
  'collections',
];
const MENTOR_SOURCES = LEARNER_SOURCES.filter((source) => source !== 'recommended');

/**
 * How many carousels a phone's first screen shows under the banner: they load with the page (their reads start
 * from the HTML: first-reads.ts); the others once the first rows are painted.
 */
const FIRST_SCREEN_CAROUSELS = 2;

/**
 * The carousels of My Library (part 1 §2.17), each the `LibraryCarousel` widget: a carousel is shown only
 * when it has items (it hides itself once it reports none), except the locked Collections carousel of a
 * learner whose package lacks collections, which stays with its popover and Upgrade.
 *
 * They show in order as their data arrives, each only once every one above it has arrived, so that nothing
 * shown is pushed down; `onFirstReady` once the first has. The carousels below the first screen are started
 * only once `revealed` (the first rows painted): their reads and covers would share a slow phone's few
 * connections with the first screen's.
 */
export function LibraryCarousels({
  revealed,
  onFirstReady,
}: {
  revealed: boolean;
  onFirstReady?: () => void;
}) {
  const client = useClient();
  const { lang } = useAppTranslator();
  const viewer = useViewer();
  const [empty, setEmpty] = useState<ReadonlySet<string>>(new Set());
  // The sources whose first load ended (items, none, or an error).
  const [settled, setSettled] = useState<ReadonlySet<string>>(new Set());
  const [allStarted, setAllStarted] = useState(false);
  const collectionsLocked = !collectionsUnlocked(viewer.role ?? '', viewer.pkg);
  const sources = viewer.learner ? LEARNER_SOURCES : MENTOR_SOURCES;
  const firstSettled = settled.has(sources[0]!);
  useEffect(() => {
    if (firstSettled) onFirstReady?.();
  }, [firstSettled, onFirstReady]);
  useEffect(() => {
    if (revealed && !allStarted) return afterPaint(() => setAllStarted(true));
  }, [revealed, allStarted]);
  // The carousels shown: the leading ones whose first load ended.
  const unsettled = sources.findIndex((source) => !settled.has(source));
  const shown = unsettled < 0 ? sources.length : unsettled;
  const onEvent = (source: CarouselSource) => (type: ModkitEventType, detail: unknown) => {
    if ((type === 'modkit:ready' || type === 'modkit:error') && !settled.has(source))
      setSettled((before) => new Set(before).add(source));
    if (type === 'modkit:ready') {
      const items = (detail as { items?: number } | undefined)?.items ?? 0;
      const hide = items === 0 && !(source === 'collections' && collectionsLocked);
      setEmpty((before) => {
        if (before.has(source) === hide) return before;
        const next = new Set(before);
        if (hide) next.add(source);
        else next.delete(source);
        return next;
      });
    }
    return onWidgetEvent(type, detail);
  };
  return (
    <>
      {sources.map((source, index) =>
        index < FIRST_SCREEN_CAROUSELS || allStarted ? (
          <div key={source} className="library-carousel" hidden={index >= shown || empty.has(source)}>
            <LibraryCarousel source={source} client={client} lang={lang} onEvent={onEvent(source)} />
          </div>
        ) : null,
      )}
    </>
  );
}
