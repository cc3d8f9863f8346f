import { ApiError, assignModules, resendVerificationLink, updateModuleViewCount } from '@modkit/sdk';
import {
  assignFailureStrip,
  assignFailureView,
  EMPTY_STATES,
  modulePagePath,
  modulePreviewPath,
} from '@modkit/sdk/rules';
import { useEffect, useState } from 'react';
import { errorMessage } from '../runtime/error-message';
import { isMentorRole } from '../runtime/profile';
import { useResource } from '../runtime/use-resource';
import { useWidgetEnv } from '../runtime/widget-env';
import { ErrorDialog } from '../ui/error-dialog';
import { loadSanitizer } from '../ui/safe-html';
import { EmptyState, ErrorState, LoadingState, SignInState } from '../ui/states';
import { getStartedDecision } from './get-started';
import { loadModuleData } from './module-data';
import { ModulePage } from './module-page';
import { MODULE_PLAYER_CSS } from './module-player.css';
import { ModulePreview } from './preview';
import { type Strip, StripAction } from './strip-action';

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
}: {
  moduleId: number | undefined;
  view?: 'preview' | 'module' | undefined;
}) {
  const env = useWidgetEnv();
  const client = env.client;
  const [fresh, setFresh] = useState(0);
  const data = useResource(
    async () => (client && moduleId ? loadModuleData(client, moduleId, fresh > 0) : null),
    [client, moduleId, fresh],
  );
  const [view, setView] = useState<'preview' | 'module'>(hostView ?? 'preview');
  /** Get Started passed in this widget: the tabs show before the reloaded module says it is assigned. */
  const [entered, setEntered] = useState(false);
  const [views, setViews] = useState<number | undefined>(undefined);
  const [strip, setStrip] = useState<Strip | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    void loadSanitizer(); // in parallel with the module's data
  }, []);

  useEffect(() => {
    setView(hostView ?? 'preview');
  }, [hostView]);

  useEffect(() => {
    setStrip(null);
    setEntered(false);
    if (!client || !moduleId) return;
    updateModuleViewCount(client, moduleId).then(
      (r) => setViews(r.views),
      () => undefined,
    );
  }, [client, moduleId]);

  const ready = data.status === 'ready';
  useEffect(() => {
    if (ready) env.emit('modkit:ready', { moduleId });
  }, [ready, moduleId, env]);

  if (!client) return <SignInState />;
  if (!moduleId) return <EmptyState text={EMPTY_STATES.noRecord} />;
  if (data.status === 'error' && !data.data) return <ErrorState error={data.error} onRetry={data.reload} />;
  if (!data.data) return <LoadingState label="Loading the module" />;
  const { profile, preview, content } = data.data;
  // The tabs only for a module that is already the user's (a module-page URL opened by someone else).
  const shown =
    view === 'module' && (entered || getStartedDecision(profile, content).kind === 'open')
      ? 'module'
      : 'preview';

  /** Switches, or asks a host that routes the views to (it prevents the event and changes `view`). */
  const go = (to: 'preview' | 'module') => {
    if (to === 'module') setEntered(true);
    if (hostView === undefined) return setView(to);
    const path = to === 'module' ? modulePagePath(moduleId) : modulePreviewPath(moduleId);
    const proceed = env.emit('modkit:navigate', {
      kind: to === 'module' ? 'module-page' : 'module',
      id: moduleId,
      path,
    });
    if (proceed) setView(to);
  };

  const getStarted = async () => {
    const decision = getStartedDecision(profile, content);
    if (decision.kind === 'strip') return setStrip({ text: decision.text, action: decision.action });
    if (decision.kind === 'open') return go('module');
    setBusy(true);
    try {
      await assignModules(client, [moduleId]);
      setFresh((n) => n + 1);
      go('module');
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (assignFailureView(profile.verified, status) === 'strip') {
        setStrip(assignFailureStrip(profile.verified, isMentorRole(profile) ? 'mentor' : 'learner'));
      } else {
        setFailure(errorMessage(error));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mk-player">
      {shown === 'preview' ? (
        <ModulePreview
          module={{ ...content, ...preview }}
          profile={profile}
          views={views}
          onGetStarted={getStarted}
          busy={busy}
        />
      ) : (
        <ModulePage
          module={content}
          profile={profile}
          onBack={() => go('preview')}
          onChanged={() => setFresh((n) => n + 1)}
        />
      )}
      {strip ? (
        <div className="mk-bottom-strip" role="alert" part="strip">
          <p>{strip.text}</p>
          <StripAction strip={strip} onVerify={() => resendVerificationLink(client)} />
          <button type="button" className="mk-icon-btn" aria-label="Dismiss" onClick={() => setStrip(null)}>
            ✕
          </button>
        </div>
      ) : null}
      <ErrorDialog message={failure} onClose={() => setFailure(null)} />
    </div>
  );
}

export { MODULE_PLAYER_CSS };
