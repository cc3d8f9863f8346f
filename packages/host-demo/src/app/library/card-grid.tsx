import type { Collection, Module } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { collectionPath, modulePreviewPath } from '@modkit/sdk/rules';
import { Card, type CardData, collectionCard, moduleCard } from '@modkit/widgets/ui';
import { navigate } from '../router/location';
import './card-grid.css';
import { useAppTranslator } from '../i18n/use-app-translator';

/**
 * A grid of cards (part 1 §2.18–2.19): one column under 550 px, two up to 767 px, three, then four on
 * large screens. `label` names the list (a heading for screen readers, between the page's h1 and the
 * cards' h3). The first card's cover comes first (on a phone it fills the screen: the largest paint).
 */
function CardGrid({ label, cards, open }: { label: string; cards: CardData[]; open: (id: number) => void }) {
  const now = Date.now();
  return (
    <section aria-label={label}>
      <h2 className="visually-hidden">{label}</h2>
      <ul className="card-grid">
        {cards.map((card, index) => (
          <li key={card.id}>
            <Card card={card} now={now} onOpen={() => open(card.id)} priority={index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The `<li>` cards of modules, for a list or a carousel of the app: each opens its module's preview.
 * `withStatus={false}` leaves out the cards' Ongoing/Completed tag where the list's heading already says it.
 */
export function ModuleCardItems({ modules, withStatus = true }: { modules: Module[]; withStatus?: boolean }) {
  const client = useClient();
  const now = Date.now();
  return modules.map((m) => {
    const card = moduleCard(m, client.baseURL);
    return (
      <li key={m.id}>
        <Card
          card={withStatus ? card : { ...card, completedPercentage: null }}
          now={now}
          onOpen={() => navigate(modulePreviewPath(m.id))}
        />
      </li>
    );
  });
}

/** Module cards with their ribbon (banner_text), 'Weekly Addition' and progress; each opens its preview. */
export function ModuleGrid({ modules, label }: { modules: Module[]; label?: string }) {
  const client = useClient();
  const { t } = useAppTranslator();
  return (
    <CardGrid
      label={label ?? t('library.modules')}
      cards={modules.map((m) => moduleCard(m, client.baseURL))}
      open={(id) => navigate(modulePreviewPath(id))}
    />
  );
}

/** Collection cards (image and module count); each opens its collection page. */
export function CollectionGrid({ collections }: { collections: Collection[] }) {
  const client = useClient();
  const { t } = useAppTranslator();
  return (
    <CardGrid
      label={t('library.allCollections')}
      cards={collections.map((c) => collectionCard(c, client.baseURL))}
      open={(id) => navigate(collectionPath(id))}
    />
  );
}
