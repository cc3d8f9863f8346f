import { useClient } from '@modkit/sdk/react';
import { MODULE_TAB_QUERY, modulePreviewPath, moduleTabOf } from '@modkit/sdk/rules';
import type { ModkitEventType } from '@modkit/widgets';
import { Discussion, ModulePlayer } from '@modkit/widgets';
import { useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { appWrites } from '../offline/app-writes';
import { KeepOfflineButton } from '../offline/keep-offline-button';
import { useWritesReady } from '../offline/use-writes-ready';
import type { RouteParams } from '../router/app-route';
import { useLocation } from '../router/location';
import { Redirect } from '../router/redirect';
import { PageFrame } from '../ui/page-frame';
import { onWidgetEvent } from '../widget-events';
import { useViewer } from './use-viewer';

/** The module page's tabs' names (the widgets' messages), for the tab title. */
const TAB_NAMES = ['module.tabIdea', 'module.tabMini', 'module.tabSkill'] as const;

/**
 * `/my-library/module-preview/:id` (part 1 §2.20) and `/my-library/module-preview/module-page/:id`
 * (§2.21), for learners and mentors alike: the module player and the module's discussion. The player's
 * `view` follows the URL: Get Started goes to the module page's URL (the tabs, when the module is the
 * user's), its back link to the preview's; on the module page the open tab is in the URL too (`?tab=2`: a
 * link to share, each tab a step of the history). Tags and careers route to the search and related-careers
 * pages. What the learner does here goes through the app's offline queue (issue 44), and 'Keep offline' keeps
 * the module on the device on purpose.
 */
export default function ModulePreviewPage({
  params,
  variant = 'preview',
}: {
  params: RouteParams;
  variant?: 'preview' | 'module-page';
}) {
  const client = useClient();
  const { t, lang } = useAppTranslator();
  const { home } = useViewer();
  const { query } = useLocation();
  useWritesReady();
  // The discussion shows below the player once the player has its module: before, it would stand where the
  // module's content goes and be pushed down when that arrives.
  const [playerReady, setPlayerReady] = useState(false);
  // The module's name, from the player's `modkit:ready`: the tab title names the module.
  const [name, setName] = useState<string | undefined>(undefined);
  const moduleId = Number(params.id);
  if (!Number.isSafeInteger(moduleId) || moduleId < 1) return <Redirect to="/404" />;
  const preview = variant === 'preview';
  const crumbs = preview
    ? [{ label: t('nav.myLibrary'), href: home }, { label: t('library.modulePreview') }]
    : [
        { label: t('nav.myLibrary'), href: home },
        { label: t('library.modulePreview'), href: modulePreviewPath(moduleId) },
        { label: t('library.module') },
      ];
  const tab = preview ? undefined : moduleTabOf(query.get(MODULE_TAB_QUERY));
  // "Drawing in Perspective – My Library – modkit"; on the module page the open tab first.
  const documentTitle = preview
    ? [name ?? t('library.modulePreview')]
    : [tab ? t(TAB_NAMES[tab - 1]!) : undefined, name ?? t('library.module')];
  return (
    <PageFrame
      title={preview ? t('library.modulePreview') : t('library.module')}
      documentTitle={documentTitle}
      hideTitle
      crumbs={crumbs}
    >
      <ModulePlayer
        client={client}
        lang={lang}
        moduleId={moduleId}
        view={preview ? 'preview' : 'module'}
        tab={tab}
        writes={appWrites}
        onEvent={(type: ModkitEventType, detail: unknown) => {
          if (type === 'modkit:ready' || type === 'modkit:error') setPlayerReady(true);
          if (type === 'modkit:ready') setName((detail as { name?: string } | undefined)?.name);
          return onWidgetEvent(type, detail);
        }}
      />
      <div hidden={!playerReady}>
        <KeepOfflineButton moduleId={moduleId} />
        <Discussion
          client={client}
          lang={lang}
          moduleId={moduleId}
          writes={appWrites}
          onEvent={onWidgetEvent}
        />
      </div>
    </PageFrame>
  );
}
