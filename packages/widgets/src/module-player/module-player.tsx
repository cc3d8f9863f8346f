import {
  ApiError,
  assignModules,
  type Client,
  type Module,
  resendVerificationLink,
  type User,
  updateModuleViewCount,
} from '@modkit/sdk';
import {
  assignFailureStrip,
  assignFailureView,
  type ModuleTab,
  modulePagePath,
  modulePreviewPath,
} from '@modkit/sdk/rules';
import { useEffect, useState } from 'react';
import { errorMessage } from '../runtime/error-message';
import { useT } from '../runtime/i18n';
import { isMentorRole } from '../runtime/profile';
import { useResource } from '../runtime/use-resource';
import { useWidgetEnv } from '../runtime/widget-env';
import { afterPaint } from '../ui/after-paint';
import { ErrorDialog } from '../ui/error-dialog';
import { Icon, X } from '../ui/icon';
import { loadSanitizer } from '../ui/safe-html';
import { EmptyState, ErrorState, LoadingState, SignInState } from '../ui/states';
import { getStartedDecision } from './get-started';
import { loadModuleData } from './module-data';
import { ModulePage } from './module-page';
import { MODULE_PLAYER_CSS } from './module-player.css';
import { ModulePreview } from './preview';
import { type Strip, StripAction } from './strip-action';

type View = 'preview' | 'module';

/**
 * The view asked for (`view`, or the widget's own), whether Get Started passed in this widget, and going
 * between the views: a switch, or asking a host that routes the views (it prevents the event and changes
 * `view`).
 */
function useModuleView(hostView: View | undefined, moduleId: number | undefined) {
  const env = useWidgetEnv();
  const [view, setView] = useState<View>(hostView ?? 'preview');
  /** Get Started passed in this widget: the tabs show before the reloaded module says it is assigned. */
  const [entered, setEntered] = useState(false);
  useEffect(() => {
    setView(hostView ?? 'preview');
  }, [hostView]);
  const go = (to: View) => {
    if (to === 'module') setEntered(true);
    if (hostView === undefined) return setView(to);
    const id = moduleId!;
    const path = to === 'module' ? modulePagePath(id) : modulePreviewPath(id);
    const proceed = env.emit('modkit:navigate', {
      kind: to === 'module' ? 'module-page' : 'module',
      id,
      path,
    });
    if (proceed) setView(to);
  };
  return { view, entered, setEntered, go };
}

/**
 * Get Started: a strip when the module is out of reach, the tabs when it is the user's, else it is assigned
 * first (a refusal is a strip or the error dialog).
 */
function useGetStarted(
  client: Client | null,
  moduleId: number | undefined,
  go: (to: View) => void,
  refresh: () => void,
) {
  const i18n = useT();
  const [strip, setStrip] = useState<Strip | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const getStarted = async (profile: User, content: Module) => {
    const decision = getStartedDecision(profile, content);
    if (decision.kind === 'strip') return setStrip({ text: decision.text, action: decision.action });
    if (decision.kind === 'open') return go('module');
    setBusy(true);
    try {
      await assignModules(client!, [moduleId!]);
      refresh();
      go('module');
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (assignFailureView(profile.verified, status) === 'strip') {
        setStrip(assignFailureStrip(profile.verified, isMentorRole(profile) ? 'mentor' : 'learner'));
      } else {
        setFailure(errorMessage(error, i18n));
      }
    } finally {
      setBusy(false);
    }
  };
  return { strip, setStrip, busy, failure, clearFailure: () => setFailure(null), getStarted };
}

/** The strip at the bottom: why the module is out of reach, its action and Dismiss. */
function BottomStrip({
  strip,
  onVerify,
  onDismiss,
}: {
  strip: Strip;
  onVerify: () => Promise<void>;
  onDismiss: () => void;
}) {
  const { t, wire } = useT();
  return (
    <div className="mk-bottom-strip" role="alert" part="strip">
      <p>{wire(strip.text)}</p>
      <StripAction strip={strip} onVerify={onVerify} />
      <button type="button" className="mk-icon-btn" aria-label={t('notice.dismiss')} onClick={onDismiss}>
        <Icon icon={X} />
      </button>
    </div>
  );
}

/**
 * The module's data (profile, preview, content) with the sanitizer, `refresh` to read it again, and
 * `modkit:ready` (`{ moduleId, name }`) once it is in (`modkit:error` when it failed: a host waiting for the player, as the app's
 * discussion does, stops waiting). The sanitizer comes with the data: the content then shows in the same
 * frame as the rest of the page, rather than a moment later, pushing the reflection and the rating down.
 */
function usePlayerData(moduleId: number | undefined) {
  const env = useWidgetEnv();
  const client = env.client;
  const [fresh, setFresh] = useState(0);
  const data = useResource(
    async () =>
      client && moduleId
        ? (await Promise.all([loadModuleData(client, moduleId, fresh > 0), loadSanitizer()]))[0]
        : null,
    [client, moduleId, fresh],
  );
  const ready = data.status === 'ready';
  const failed = data.status === 'error' && !data.data;
  // The module's name goes with `modkit:ready`: a host titles its page with it.
  const name = data.data?.content.name;
  useEffect(() => {
    if (ready) env.emit('modkit:ready', { moduleId, name });
    else if (failed) env.emit('modkit:error', { message: errorMessage(data.error) });
  }, [ready, failed, data.error, moduleId, name, env]);
  return { data, refresh: () => setFresh((n) => n + 1) };
}

/**
 * The module's view count: counted once the module is on screen (`moduleId` set then), at an idle moment after
 * the paint: the write would share a phone's few connections with the reads of its first screen.
 */
function useViewCount(client: Client | null | undefined, moduleId: number | undefined): number | undefined {
  const [views, setViews] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!client || !moduleId) return;
    return afterPaint(() =>
      updateModuleViewCount(client, moduleId).then(
        (r) => setViews(r.views),
        () => undefined,
      ),
    );
  }, [client, moduleId]);
  return views;
}

/**
 * The module preview and module page (part 1 §2.20, §2.21, §2.27) for one `module-id`: Get Started
 * with the out-of-modules strips, then the three tabs. The view count is counted once per open.
 *
 * Without a `view`, the widget goes between the preview and the tabs by itself. A host that gives `view`
 * routes them (the standalone app: the module page has its own URL): going is then a `modkit:navigate`
 * (kind 'module-page' or 'module') that the host prevents and answers by changing `view` (a host that
 * does not prevent it lets the widget switch). `view="module"` opens the tabs when the module is
 * already the user's, else the preview.
 */
export function ModulePlayer({
  moduleId,
  view: hostView,
  tab,
}: {
  moduleId: number | undefined;
  view?: View | undefined;
  /** The module page's tab (1, 2 or 3) when the host routes the tabs too (`?tab=2` in the app). */
  tab?: ModuleTab | undefined;
}) {
  const env = useWidgetEnv();
  const { t } = useT();
  const client = env.client;
  const { data, refresh } = usePlayerData(moduleId);
  const { view, entered, setEntered, go } = useModuleView(hostView, moduleId);
  const { strip, setStrip, busy, failure, clearFailure, getStarted } = useGetStarted(
    client,
    moduleId,
    go,
    refresh,
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the setters are state setters
  useEffect(() => {
    setStrip(null);
    setEntered(false);
  }, [client, moduleId]);
  const views = useViewCount(client, data.data ? moduleId : undefined);

  if (!client) return <SignInState />;
  if (!moduleId) return <EmptyState text={t('empty.noRecord')} />;
  if (data.status === 'error' && !data.data) return <ErrorState error={data.error} onRetry={data.reload} />;
  if (!data.data) return <LoadingState label={t('player.loading')} />;
  const { profile, preview, content } = data.data;
  // The tabs only for a module that is already the user's (a module-page URL opened by someone else).
  const shown =
    view === 'module' && (entered || getStartedDecision(profile, content).kind === 'open')
      ? 'module'
      : 'preview';

  return (
    <div className="mk-player">
      {shown === 'preview' ? (
        <ModulePreview
          module={{ ...content, ...preview }}
          profile={profile}
          views={views}
          onGetStarted={() => getStarted(profile, content)}
          busy={busy}
        />
      ) : (
        <ModulePage
          module={content}
          profile={profile}
          tab={tab}
          onBack={() => go('preview')}
          onChanged={refresh}
        />
      )}
      {strip ? (
        <BottomStrip
          strip={strip}
          onVerify={() => resendVerificationLink(client)}
          onDismiss={() => setStrip(null)}
        />
      ) : null}
      <ErrorDialog message={failure} onClose={clearFailure} />
    </div>
  );
}

export { MODULE_PLAYER_CSS };
