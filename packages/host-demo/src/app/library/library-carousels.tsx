import { useClient } from '@modkit/sdk/react';
import { collectionsUnlocked } from '@modkit/sdk/rules';
import type { ModkitEventType } from '@modkit/widgets';
import { type CarouselSource, LibraryCarousel } from '@modkit/widgets';
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
 * The carousels of My Library (part 1 §2.17), each the `LibraryCarousel` widget: a carousel is shown only
 * when it has items (it hides itself once it reports none), except the locked Collections carousel of a
 * learner whose package lacks collections, which stays with its popover and Upgrade. `onReady` once every
 * carousel's first load has ended.
 */
export function LibraryCarousels({ onReady }: { onReady?: () => void }) {
  const client = useClient();
  const { lang } = useAppTranslator();
  const viewer = useViewer();
  const [empty, setEmpty] = useState<ReadonlySet<string>>(new Set());
  // The sources whose first load ended (items, none, or an error).
  const [settled, setSettled] = useState<ReadonlySet<string>>(new Set());
  const collectionsLocked = !collectionsUnlocked(viewer.role ?? '', viewer.pkg);
  const sources = viewer.learner ? LEARNER_SOURCES : MENTOR_SOURCES;
  const allSettled = sources.every((source) => settled.has(source));
  useEffect(() => {
    if (allSettled) onReady?.();
  }, [allSettled, onReady]);
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
      {sources.map((source) => (
        <div key={source} className="library-carousel" hidden={empty.has(source)}>
          <LibraryCarousel source={source} client={client} lang={lang} onEvent={onEvent(source)} />
        </div>
      ))}
    </>
  );
}
