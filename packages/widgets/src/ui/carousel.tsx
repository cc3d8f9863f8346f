import { showsCarouselArrows } from '@modkit/sdk/rules';
import { type ReactNode, useId, useRef } from 'react';
import { useT } from '../runtime/i18n';
import { ChevronLeft, ChevronRight, Icon } from './icon';

interface CarouselProps {
  title: string;
  /** A link or button beside the title (e.g. 'View All'). */
  action?: ReactNode;
  itemCount: number;
  children: ReactNode;
  kind?: 'modules' | 'projects';
  /** Rendered but not shown (its cards still coming in). */
  hidden?: boolean;
}

/**
 * A horizontal, scroll-snapping list with previous/next buttons, shown only above the spec's
 * item count (part 1 §2.17: more than 4) and never on phones (480 px or less: the list is swiped there, and
 * the header stays one line of title and its action). Keyboard users tab through the cards themselves.
 */
export function Carousel({ title, action, itemCount, children, kind = 'modules', hidden }: CarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  const headingId = useId();
  const { t, dir } = useT();
  const arrows = showsCarouselArrows(itemCount, kind);
  // Next goes towards the end of the line: leftwards right to left.
  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    const sign = dir === 'rtl' ? -1 : 1;
    // At once for a reader who asks for reduced motion (the system's setting).
    const still = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (el)
      el.scrollBy({ left: sign * direction * el.clientWidth * 0.9, behavior: still ? 'auto' : 'smooth' });
  };
  return (
    <section className="mk-carousel" aria-labelledby={headingId} part="carousel" hidden={hidden}>
      <div className="mk-carousel__head">
        <h2 id={headingId}>{title}</h2>
        <div className="mk-carousel__actions">
          {action}
          {arrows ? (
            <>
              <button
                type="button"
                className="mk-icon-btn mk-carousel__arrow"
                aria-label={t('common.previous')}
                onClick={() => scroll(-1)}
              >
                <Icon icon={ChevronLeft} directional />
              </button>
              <button
                type="button"
                className="mk-icon-btn mk-carousel__arrow"
                aria-label={t('common.next')}
                onClick={() => scroll(1)}
              >
                <Icon icon={ChevronRight} directional />
              </button>
            </>
          ) : null}
        </div>
      </div>
      <ul className="mk-carousel__track" ref={track}>
        {children}
      </ul>
    </section>
  );
}

export const CAROUSEL_CSS = `
.mk-carousel{padding:1em}
.mk-carousel__head{display:flex;justify-content:space-between;align-items:center;gap:.75em;margin-bottom:.75em}
.mk-carousel__head h2{margin:0;min-width:0;overflow-wrap:anywhere}
.mk-carousel__actions{display:flex;align-items:center;gap:.5em;flex:none}
@media (max-width:480px){.mk-carousel__head h2{font-size:1.1em}.mk-carousel__arrow{display:none}}
.mk-carousel__track{display:grid;grid-auto-flow:column;grid-auto-columns:minmax(13em,calc((100% - 3em)/4));gap:1em;
overflow-x:auto;scroll-snap-type:x mandatory;list-style:none;margin:0;padding:.25em .25em .75em;scrollbar-width:thin}
.mk-carousel__track>li{scroll-snap-align:start;min-width:0}
@media (max-width:767px){.mk-carousel__track{grid-auto-columns:minmax(12em,80%)}}
`;
