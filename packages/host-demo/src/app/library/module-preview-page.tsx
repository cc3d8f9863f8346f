import { useClient } from '@modkit/sdk/react';
import { Discussion, ModulePlayer } from '@modkit/widgets';
import type { RouteParams } from '../router/app-route';
import { Redirect } from '../router/redirect';
import { PageFrame } from '../ui/page-frame';
import { onWidgetEvent } from '../widget-events';
import { useViewer } from './use-viewer';

/**
 * `/my-library/module-preview/:id` (part 1 §2.20) and `/my-library/module-preview/module-page/:id`
 * (§2.21), for learners and mentors alike: the module player and the module's discussion. Tags and careers
 * of the preview route to the search and related-careers pages.
 */
export default function ModulePreviewPage({
  params,
  variant = 'preview',
}: {
  params: RouteParams;
  variant?: 'preview' | 'module-page';
}) {
  const client = useClient();
  const { home } = useViewer();
  const moduleId = Number(params.id);
  if (!Number.isSafeInteger(moduleId) || moduleId < 1) return <Redirect to="/404" />;
  const title = variant === 'preview' ? 'Module Preview' : 'Module';
  return (
    <PageFrame title={title} hideTitle crumbs={[{ label: 'My Library', href: home }, { label: title }]}>
      <ModulePlayer client={client} moduleId={moduleId} onEvent={onWidgetEvent} />
      <Discussion client={client} moduleId={moduleId} onEvent={onWidgetEvent} />
    </PageFrame>
  );
}
