import { type Collection, getCollection } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import {
  ALL_COLLECTIONS_PATH,
  COLLECTIONS_LOCKED_TEXT,
  collectionsUnlocked,
  cutText,
  EMPTY_STATES,
} from '@modkit/sdk/rules';
import { assetUrl, EmptyState, ErrorState, LoadingState } from '@modkit/widgets/ui';
import type { ReactNode } from 'react';
import type { RouteParams } from '../router/app-route';
import { Redirect } from '../router/redirect';
import { PageFrame } from '../ui/page-frame';
import { ModuleGrid } from './card-grid';
import { CertificatePanel } from './certificate-panel';
import { LockedState } from './locked-state';
import { useViewer } from './use-viewer';
import './collection.css';
import { useAppTranslator } from '../i18n/use-app-translator';

/** A collection under its title: hero (image, description cut to 180), certificate panel, module cards. */
function CollectionBody({ collection, learner }: { collection: Collection; learner: boolean }) {
  const client = useClient();
  const image = assetUrl(client.baseURL, collection.media?.path);
  const { t, wire } = useAppTranslator();
  const modules = collection.modules ?? [];
  return (
    <>
      <div className="collection-hero">
        {image ? <img className="collection-hero__image" src={image} alt="" /> : null}
        <div className="collection-hero__text">
          {collection.description ? <p>{cutText('collectionDescription', collection.description)}</p> : null}
          <p className="page-intro">{t('count.modules', { count: modules.length })}</p>
        </div>
      </div>
      {learner ? (
        <CertificatePanel path={collection.hasCertificate?.path} collectionName={collection.name} />
      ) : null}
      <h2 className="section-title">{t('library.modules')}</h2>
      {modules.length ? (
        <ModuleGrid modules={modules} label={t('library.modulesOf', { name: collection.name })} />
      ) : (
        <EmptyState text={wire(EMPTY_STATES.oopsNoRecord)} />
      )}
    </>
  );
}

/**
 * `/my-library/collections/view-collection/:id` (part 1 §2.19): the collection's name, hero and modules
 * and, for learners, the 'Certificate of Completion' panel; locked with Upgrade (and never requested)
 * when the learner's package lacks collections.
 */
export default function ViewCollectionPage({ params }: { params: RouteParams }) {
  const client = useClient();
  const viewer = useViewer();
  const { t, wire } = useAppTranslator();
  const id = Number(params.id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const unlocked = collectionsUnlocked(viewer.role ?? '', viewer.pkg);
  const data = useResource(
    async () => (valid && unlocked ? getCollection(client, id) : null),
    [client, id, valid, unlocked],
  );
  if (!valid) return <Redirect to="/404" />;
  const collection = data.status === 'ready' ? data.data : null;
  const title = collection?.name ?? t('library.collection');
  let body: ReactNode;
  if (!unlocked) body = <LockedState text={wire(COLLECTIONS_LOCKED_TEXT)} feature="collections" />;
  else if (data.status === 'error') body = <ErrorState error={data.error} onRetry={data.reload} />;
  else if (!collection) body = <LoadingState label={t('carousel.loadingCollection')} />;
  else body = <CollectionBody collection={collection} learner={viewer.learner} />;
  return (
    <PageFrame
      title={title}
      crumbs={[
        { label: t('nav.myLibrary'), href: viewer.home },
        { label: t('carousel.collections'), href: ALL_COLLECTIONS_PATH },
        { label: title },
      ]}
    >
      {body}
    </PageFrame>
  );
}
