import { useClient } from '@modkit/sdk/react';
import { Discussion, ModulePlayer } from '@modkit/widgets';
import { Link } from '../router/link';
import { Redirect } from '../router/redirect';
import type { RouteParams } from '../routes';
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
  return (
    <section className="page" aria-labelledby="page-title">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link href="/my-library">My Library</Link>
          </li>
          <li aria-current="page">{variant === 'preview' ? 'Module Preview' : 'Module'}</li>
        </ol>
      </nav>
      <h1 id="page-title" className="visually-hidden">
        {variant === 'preview' ? 'Module Preview' : 'Module'}
      </h1>
      <ModulePlayer client={client} moduleId={moduleId} onEvent={onWidgetEvent} />
      <Discussion client={client} moduleId={moduleId} onEvent={onWidgetEvent} />
    </section>
  );
}
