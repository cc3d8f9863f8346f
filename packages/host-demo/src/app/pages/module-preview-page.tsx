import { useClient } from '@modkit/sdk/react';
import { Discussion, ModulePlayer } from '@modkit/widgets';
import type { RouteParams } from '../router/app-route';
import { Redirect } from '../router/redirect';
import { PageFrame } from '../ui/page-frame';
import { onWidgetEvent } from '../widget-events';

/**
 * `/my-library/module-preview/:id` (part 1 §2.20) and `/my-library/module-preview/module-page/:id`
 * (§2.21): the module player and the module's discussion.
 */
export default function ModulePreviewPage({
  params,
  variant = 'preview',
}: {
  params: RouteParams;
  variant?: 'preview' | 'module-page';
}) {
  const client = useClient();
  const moduleId = Number(params.id);
  if (!Number.isSafeInteger(moduleId) || moduleId < 1) return <Redirect to="/404" />;
  const title = variant === 'preview' ? 'Module Preview' : 'Module';
  return (
    <PageFrame
      title={title}
      hideTitle
      crumbs={[{ label: 'My Library', href: '/my-library' }, { label: title }]}
    >
      <ModulePlayer client={client} moduleId={moduleId} onEvent={onWidgetEvent} />
      <Discussion client={client} moduleId={moduleId} onEvent={onWidgetEvent} />
    </PageFrame>
  );
}
