import { type Collection, getCollection, type Module } from '@modkit/sdk';
import {
  collectionPath,
  collectionsUnlocked,
  modulePreviewPath,
  pricingPath,
  showsAssignedCarousel,
} from '@modkit/sdk/rules';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../runtime/error-message';
import { useT } from '../runtime/i18n';
import { isLearner, loadProfile, roleOf } from '../runtime/profile';
import { useResource } from '../runtime/use-resource';
import { navigate, useWidgetEnv } from '../runtime/widget-env';
import { collectionCard, moduleCard } from '../ui/card-data';
import { CAROUSEL_CSS, Carousel } from '../ui/carousel';
import { Icon, Lock } from '../ui/icon';
import type { CardData } from '../ui/module-card';
import { CARD_CSS, Card } from '../ui/module-card';
import { Popover } from '../ui/popover';
import { EmptyState, ErrorState, LoadingState, SignInState } from '../ui/states';
import { CardsInTasks } from './cards-in-tasks';
import { type CarouselSource, isCarouselSource, SOURCES } from './sources';

/**
 * One carousel of My Library (part 1 §2.17–2.19): cards with image, ribbon, 'Weekly Addition' and
 * Completed/Ongoing; arrows only above 4 items; 'Assigned by Mentor' only with sessions in the package;
 * 'Recommended for You' for learners; Collections locked behind the package with the popover and Upgrade.
 */
export function LibraryCarousel({
  source,
  collectionId,
}: {
  source: string | undefined;
  collectionId?: number | undefined;
}) {
  const kind: CarouselSource | undefined = isCarouselSource(source) ? source : undefined;
  if (collectionId) return <CollectionCarousel collectionId={collectionId} />;
  return <SourceCarousel kind={kind} />;
}

/** One collection's modules (a collection link of the LMS): its name as the title. */
function CollectionCarousel({ collectionId }: { collectionId: number }) {
  const env = useWidgetEnv();
  const { t } = useT();
  const client = env.client;
  const data = useResource(
    async () => (client ? getCollection(client, collectionId) : null),
    [client, collectionId],
  );
  useEffect(() => {
    if (data.status === 'ready')
      env.emit('modkit:ready', { collectionId, items: data.data?.modules?.length ?? 0 });
  }, [data.status, data.data, collectionId, env]);
  if (!client) return <SignInState />;
  if (data.status === 'error' && !data.data) return <ErrorState error={data.error} onRetry={data.reload} />;
  if (!data.data) return <LoadingState label={t('carousel.loadingCollection')} />;
  const collection = data.data;
  const cards = (collection.modules ?? []).map((m) => moduleCard(m, client.baseURL));
  if (cards.length === 0) return <EmptyState text={t('empty.oopsNoRecord')} />;
  return (
    <Carousel title={collection.name} itemCount={cards.length}>
      {cards.map((card) => (
        <li key={card.id}>
          <Card
            card={card}
            now={env.now()}
            onOpen={() => navigate(env, { kind: 'module', id: card.id, path: modulePreviewPath(card.id) })}
          />
        </li>
      ))}
    </Carousel>
  );
}

/**
 * The profile and the source's items, and `modkit:ready` once they are in; when they make cards (`cardsPending`,
 * set by the render), once the cards are shown (`CardsInTasks`' `onShown`).
 */
function useSourceItems(kind: CarouselSource | undefined, cardsPending: { current: boolean }) {
  const env = useWidgetEnv();
  const client = env.client;
  const data = useResource(async () => {
    if (!client || !kind) return null;
    const profile = await loadProfile(client);
    // Locked collections are not even asked for (the api refuses them too).
    if (kind === 'collections' && !collectionsUnlocked(roleOf(profile), profile.userpackages?.packages)) {
      return { profile, items: [] as Module[] };
    }
    return { profile, items: await SOURCES[kind].load(client) };
  }, [client, kind]);

  useEffect(() => {
    if (data.status === 'ready') {
      if (!cardsPending.current)
        env.emit('modkit:ready', { source: kind, items: data.data?.items.length ?? 0 });
    }
    // A failed load says so too: a host that waits for its carousels (My Library shows them together) stops waiting.
    else if (data.status === 'error' && !data.data)
      env.emit('modkit:error', { message: errorMessage(data.error) });
  }, [data.status, data.data, data.error, kind, env, cardsPending]);
  return data;
}

/** The locked Collections: the popover that says why, with Upgrade. */
function LockedAction({ title }: { title: string }) {
  const env = useWidgetEnv();
  const { t } = useT();
  return (
    <Popover
      label={
        <>
          <Icon icon={Lock} /> {t('common.locked')}
        </>
      }
      triggerClassName="mk-btn mk-btn--ghost mk-btn--small"
      title={title}
    >
      <p>{t('carousel.collectionsLocked')}</p>
      <button
        type="button"
        className="mk-btn mk-btn--small"
        onClick={() => navigate(env, { kind: 'pricing', path: pricingPath('collections') })}
      >
        {t('common.upgrade')}
      </button>
    </Popover>
  );
}

/** View All: the source's whole list (the library, or the collections). */
function ViewAllAction({ kind }: { kind: CarouselSource }) {
  const env = useWidgetEnv();
  const { t } = useT();
  const meta = SOURCES[kind];
  return (
    <button
      type="button"
      className="mk-btn mk-btn--ghost mk-btn--small"
      onClick={() =>
        navigate(env, { kind: kind === 'collections' ? 'collections' : 'library', path: meta.path })
      }
    >
      {t('carousel.viewAll')} <span className="mk-visually-hidden">{t(meta.title)}</span>
    </button>
  );
}

/** The Collections carousel when the package does not open them: the lock and why. */
function LockedCarousel({ title }: { title: string }) {
  const { t } = useT();
  return (
    <section className="mk-carousel" aria-labelledby="mk-locked-title" part="carousel">
      <div className="mk-carousel__head">
        <h2 id="mk-locked-title">{title}</h2>
        <LockedAction title={title} />
      </div>
      <div className="mk-locked">
        <span className="mk-card__lock" role="img" aria-label={t('common.locked')}>
          <Icon icon={Lock} />
        </span>
        <p>{t('carousel.collectionsLocked')}</p>
      </div>
    </section>
  );
}

function SourceCarousel({ kind }: { kind: CarouselSource | undefined }) {
  const env = useWidgetEnv();
  const i18n = useT();
  const { t } = i18n;
  const client = env.client;
  const cardsPending = useRef(false);
  cardsPending.current = false;
  const data = useSourceItems(kind, cardsPending);

  if (!client) return <SignInState />;
  if (!kind)
    return <EmptyState text={t('carousel.unknownSource', { sources: Object.keys(SOURCES).join(', ') })} />;
  const meta = { ...SOURCES[kind], title: t(SOURCES[kind].title), empty: t(SOURCES[kind].empty) };
  if (data.status === 'error' && !data.data) return <ErrorState error={data.error} onRetry={data.reload} />;
  if (!data.data) return <LoadingState label={t('carousel.loadingSource', { title: meta.title })} />;

  const { profile, items } = data.data;
  const pkg = profile.userpackages?.packages;
  if (kind === 'recommended' && !isLearner(profile)) return null;
  if (kind === 'assigned' && isLearner(profile) && !showsAssignedCarousel(pkg, items.length)) {
    return items.length ? null : <EmptyState text={meta.empty} />;
  }
  if (kind === 'collections' && !collectionsUnlocked(roleOf(profile), pkg))
    return <LockedCarousel title={meta.title} />;
  const api = client.baseURL;
  const cards =
    kind === 'collections'
      ? (items as Collection[]).map((c) => collectionCard(c, api, i18n))
      : (items as Module[]).map((m) => moduleCard(m, api));
  const open = (card: CardData) => {
    if (kind === 'collections') {
      navigate(env, { kind: 'collection', id: card.id, path: collectionPath(card.id) });
    } else {
      navigate(env, { kind: 'module', id: card.id, path: modulePreviewPath(card.id) });
    }
  };
  if (cards.length === 0) {
    return (
      <section className="mk-carousel" aria-label={meta.title}>
        <h2>{meta.title}</h2>
        <EmptyState text={meta.empty} />
      </section>
    );
  }
  cardsPending.current = true;
  return (
    <CardsInTasks
      title={meta.title}
      action={<ViewAllAction kind={kind} />}
      cards={cards}
      now={env.now()}
      onOpen={open}
      loadingLabel={t('carousel.loadingSource', { title: meta.title })}
      version={data.data}
      onShown={() => env.emit('modkit:ready', { source: kind, items: items.length })}
    />
  );
}

export const LIBRARY_CAROUSEL_CSS = `${CAROUSEL_CSS}${CARD_CSS}
.mk-locked{display:flex;align-items:center;gap:1em;padding:1.5em;border:1px dashed var(--mk-border);border-radius:var(--mk-radius);background:var(--mk-subtle)}
.mk-locked .mk-card__lock{position:static;flex:none}
.mk-card__lock{position:absolute;top:.5em;inset-inline-end:.5em;display:grid;place-items:center;width:2em;height:2em;border-radius:50%;
background:var(--mk-bg);box-shadow:0 2px 6px rgb(0 0 0 / .25)}
`;
