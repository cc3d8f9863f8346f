import { completionRibbon, isWeeklyAddition } from '@modkit/sdk/rules';
import type { ReactNode } from 'react';
import { useT } from '../runtime/i18n';
import { useKeptOffline } from './kept-offline';

export interface CardData {
  id: number;
  title: string;
  image: string | undefined;
  /** banner_text: the ribbon of a card (part 1 §2.18). */
  ribbon?: string | null | undefined;
  publishAt?: string | null | undefined;
  completedPercentage?: number | null | undefined;
  /** A line under the title (category name, module count). */
  subtitle?: string | undefined;
  /**
   * The language of the card's content (a module's title, ribbon and category: its `language`); absent for a
   * collection, whose texts are the page's to read. Its texts take their own direction (`dir="auto"`) either way.
   */
  lang?: string | undefined;
  /** The module a module's card shows (its 'Available offline' mark); none for a collection. */
  moduleId?: number | undefined;
}

interface CardProps {
  card: CardData;
  now: number;
  onOpen: () => void;
  /** Shown over the card (a lock). */
  overlay?: ReactNode;
  /**
   * The card leads its list on the first screen (a phone shows it alone, its cover the largest paint): its cover
   * is fetched at once and ahead of the others, not lazily once laid out.
   */
  priority?: boolean;
}

/**
 * A module or collection card: image, ribbon, 'Weekly Addition', Completed/Ongoing, 'Available offline' (a module
 * this device keeps); one button opens it.
 */
export function Card({ card, now, onOpen, overlay, priority }: CardProps) {
  const { t } = useT();
  const weekly = isWeeklyAddition(card.publishAt, now);
  const status = completionRibbon(card.completedPercentage);
  const offline = useKeptOffline(card.moduleId);
  return (
    <article className="mk-card" part="card">
      <div className="mk-card__media">
        {card.image ? (
          <img
            src={card.image}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
          />
        ) : (
          <div className="mk-card__placeholder" />
        )}
        {card.ribbon ? (
          // The text's own direction on an inner span: the ribbon itself keeps the page's side of the cover.
          <span className="mk-card__ribbon">
            <span lang={card.lang} dir="auto">
              {card.ribbon}
            </span>
          </span>
        ) : null}
        {weekly ? <span className="mk-card__weekly">{t('card.weeklyAddition')}</span> : null}
      </div>
      <div className="mk-card__body">
        <h3 className="mk-card__title">
          <button type="button" className="mk-card__open" onClick={onOpen} lang={card.lang} dir="auto">
            {card.title}
          </button>
        </h3>
        {card.subtitle ? (
          <p className="mk-muted mk-card__subtitle">
            <span lang={card.lang} dir="auto">
              {card.subtitle}
            </span>
          </p>
        ) : null}
        {status ? (
          <span className={`mk-card__status mk-card__status--${status.toLowerCase()}`}>
            {t(status === 'Completed' ? 'card.completed' : 'card.ongoing')}
          </span>
        ) : null}
        {offline ? <span className="mk-card__offline">{t('offline.available')}</span> : null}
      </div>
      {overlay}
    </article>
  );
}

export const CARD_CSS = `
.mk-card{position:relative;display:flex;flex-direction:column;height:100%;border:1px solid var(--mk-control);
border-radius:var(--mk-radius);overflow:hidden;background:var(--mk-bg)}
.mk-card:focus-within{outline:3px solid var(--mk-primary)}
.mk-card__media{position:relative;aspect-ratio:16/9;background:var(--mk-subtle)}
.mk-card__media img,.mk-card__placeholder{width:100%;height:100%;object-fit:cover;display:block}
.mk-card__ribbon,.mk-card__weekly{position:absolute;inset-inline-start:.5em;padding:.1em .5em;border-radius:4px;font-size:.8em;font-weight:700}
.mk-card__ribbon{top:.5em;background:#7b4f00;color:#fff}
.mk-card__weekly{bottom:.5em;background:#22543d;color:#fff}
.mk-card__body{padding:.75em;display:flex;flex-direction:column;gap:.35em;flex:1}
.mk-card__title{font-size:1em;line-height:1.3}
.mk-card__open{all:unset;cursor:pointer;color:var(--mk-fg)}
.mk-card__open::after{content:'';position:absolute;inset:0}
.mk-card__open:focus-visible{outline:none}
.mk-card__subtitle{font-size:.85em}
.mk-card__status{align-self:flex-start;font-size:.8em;font-weight:700;padding:.05em .5em;border-radius:999px;background:var(--mk-subtle)}
.mk-card__status--completed{color:var(--mk-success)}
.mk-card__offline{align-self:flex-start;font-size:.8em;color:var(--mk-muted)}
`;
