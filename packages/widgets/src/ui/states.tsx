import type { ReactNode } from 'react';
import { errorMessage, isOfflineMiss } from '../runtime/error-message';
import { useT } from '../runtime/i18n';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useT();
  return (
    <div className="mk-state" role="status" aria-live="polite" part="loading">
      <span className="mk-spinner" aria-hidden="true" /> <span>{label ?? t('state.loading')}…</span>
    </div>
  );
}

/** An empty list: the spec's empty text, with an optional action. */
export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="mk-state" part="empty">
      <p>{text}</p>
      {children}
    </div>
  );
}

/** A failed load: the message and a Retry button. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const i18n = useT();
  // Offline with nothing kept for it: said plainly, not as an error (it opens again once online).
  if (isOfflineMiss(error))
    return (
      <div className="mk-state" role="status" part="offline">
        <p>{i18n.t('offline.notKept')}</p>
      </div>
    );
  return (
    <div className="mk-state mk-state--error" role="alert" part="error">
      <p>{errorMessage(error, i18n)}</p>
      {onRetry ? (
        <button type="button" className="mk-btn mk-btn--ghost mk-btn--small" onClick={onRetry}>
          {i18n.t('state.retry')}
        </button>
      ) : null}
    </div>
  );
}

/** No token: the widget asks the host page to sign the user in. */
export function SignInState() {
  const { t } = useT();
  return (
    <div className="mk-state" part="signed-out">
      <p>{t('state.signIn')}</p>
    </div>
  );
}
