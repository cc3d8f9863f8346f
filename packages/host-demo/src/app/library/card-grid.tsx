import type { Collection, Module } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { Card, type CardData, collectionCard, moduleCard } from '@modkit/widgets/ui';
import { navigate } from '../router/location';
import './card-grid.css';

/** Where a module card opens: its preview (part 1 §2.18; mentors use the same route). */
export const modulePreviewPath = (id: number) => `/my-library/module-preview/${id}`;
/** Where a collection card opens (part 1 §2.19). */
export const collectionPath = (id: number) => `/my-library/collections/view-collection/${id}`;

/**
 * A grid of cards (part 1 §2.18–2.19): one column under 550 px, two up to 767 px, three, then four on
 * large screens. `label` names the list (a heading for screen readers, between the page's h1 and the
 * cards' h3).
 */
export function CardGrid({
  label,
  cards,
  open,
}: {
  label: string;
  cards: CardData[];
  open: (id: number) => void;
}) {
  const now = Date.now();
  return (
    <section aria-label={label}>
      <h2 className="visually-hidden">{label}</h2>
      <ul className="card-grid">
        {cards.map((card) => (
          <li key={card.id}>
            <Card card={card} now={now} onOpen={() => open(card.id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Module cards with their ribbon (banner_text), 'Weekly Addition' and progress; each opens its preview. */
export function ModuleGrid({ modules, label = 'Modules' }: { modules: Module[]; label?: string }) {
  const client = useClient();
  return (
    <CardGrid
      label={label}
      cards={modules.map((m) => moduleCard(m, client.baseURL))}
      open={(id) => navigate(modulePreviewPath(id))}
    />
  );
}

/** Collection cards (image and module count); each opens its collection page. */
export function CollectionGrid({ collections }: { collections: Collection[] }) {
  const client = useClient();
  return (
    <CardGrid
      label="All collections"
      cards={collections.map((c) => collectionCard(c, client.baseURL))}
      open={(id) => navigate(collectionPath(id))}
    />
  );
}
