import { getCareer } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { EMPTY_STATES, modulePreviewPath, RELATED_CAREER_MODULES_MAX } from '@modkit/sdk/rules';
import { ArrowLeft, Carousel, EmptyState, ErrorState, Icon, LoadingState } from '@modkit/widgets/ui';
import type { RouteParams } from '../router/app-route';
import { Link } from '../router/link';
import { Redirect } from '../router/redirect';
import { PageFrame } from '../ui/page-frame';
import { ModuleCardItems } from './card-grid';
import { ExploreCareers } from './explore-careers';
import { useViewer } from './use-viewer';
import './careers.css';
import { useAppTranslator } from '../i18n/use-app-translator';

const positiveId = (value: string | undefined) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * `/my-library/module-preview/:module_id/related-careers/:id` (part 1 §2.22): back link to the module
 * preview, a carousel of at most 10 modules related to the career, and 'Explore more' with every active
 * career.
 */
export default function RelatedCareersPage({ params }: { params: RouteParams }) {
  const client = useClient();
  const viewer = useViewer();
  const { t, wire } = useAppTranslator();
  const moduleId = positiveId(params.module_id);
  const careerId = positiveId(params.id);
  const data = useResource(async () => (careerId ? getCareer(client, careerId) : null), [client, careerId]);
  if (!moduleId || !careerId) return <Redirect to="/404" />;
  const career = data.status === 'ready' ? data.data : null;
  const title = career?.name ?? t('player.relatedCareers');
  const modules = (career?.modules ?? []).slice(0, RELATED_CAREER_MODULES_MAX);
  let related = <LoadingState label={t('library.loadingCareer')} />;
  if (data.status === 'error') related = <ErrorState error={data.error} onRetry={data.reload} />;
  else if (career && !modules.length) related = <EmptyState text={wire(EMPTY_STATES.noRecord)} />;
  else if (career) {
    related = (
      <Carousel title={t('library.modulesRelated', { name: career.name })} itemCount={modules.length}>
        <ModuleCardItems modules={modules} />
      </Carousel>
    );
  }
  return (
    <PageFrame
      title={title}
      crumbs={[
        { label: t('nav.myLibrary'), href: viewer.home },
        { label: t('library.modulePreview'), href: modulePreviewPath(moduleId) },
        { label: title },
      ]}
    >
      <Link className="back-link" href={modulePreviewPath(moduleId)}>
        <Icon icon={ArrowLeft} directional /> {t('library.backToPreview')}
      </Link>
      {career?.description ? <p className="career-description">{career.description}</p> : null}
      <div className="related-carousel">{related}</div>
      <ExploreCareers moduleId={moduleId} currentId={careerId} />
    </PageFrame>
  );
}
