import { type ReactNode, useEffect, useState } from 'react';
import { Carousel } from '../ui/carousel';
import type { CardData } from '../ui/module-card';
import { Card } from '../ui/module-card';
import { LoadingState } from '../ui/states';

/** The cards rendered in one task: a wide screen's row (4); a phone's shows one and a part. */
const CARDS_PER_TASK = 4;

/**
 * How many of `total` items are rendered: `CARDS_PER_TASK` at first, as many more in each following task, so
 * that a slow phone's main thread is never held long by one carousel (a card is some ten elements; a carousel
 * of 12 was one long task of 70-90 ms on a 4× slower CPU).
 */
function useCountInTasks(total: number): number {
  const [count, setCount] = useState(CARDS_PER_TASK);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setCount((before) => before + CARDS_PER_TASK), 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}

/**
 * A carousel of cards rendered over a few tasks: it shows (and `onShown` is called, once per `version` of its
 * data) only once every card is in, the loading state meanwhile, so that its height never changes in sight
 * (a card further on can have a longer title).
 */
export function CardsInTasks({
  title,
  action,
  cards,
  now,
  onOpen,
  loadingLabel,
  version,
  onShown,
}: {
  title: string;
  action?: ReactNode;
  cards: CardData[];
  now: number;
  onOpen: (card: CardData) => void;
  loadingLabel: string;
  /** The data the cards come from: a new one is shown (and reported) again. */
  version: unknown;
  onShown: () => void;
}) {
  const count = useCountInTasks(cards.length);
  const complete = count >= cards.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reported once per version of the data, not per render.
  useEffect(() => {
    if (complete) onShown();
  }, [complete, version]);
  return (
    <>
      {complete ? null : <LoadingState label={loadingLabel} />}
      <Carousel title={title} action={action} itemCount={cards.length} hidden={!complete}>
        {cards.slice(0, count).map((card) => (
          <li key={card.id}>
            <Card card={card} now={now} onOpen={() => onOpen(card)} />
          </li>
        ))}
      </Carousel>
    </>
  );
}
