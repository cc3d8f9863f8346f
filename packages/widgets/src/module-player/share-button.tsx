import { COPY_FEEDBACK_MS, FAILURE_MESSAGES, SUCCESS_MESSAGES } from '@modkit/sdk/rules';
import { useEffect, useState } from 'react';
import { useWidgetEnv } from '../runtime/widget-env';

/** Shares the module's page of the standalone app: the system share sheet, else a copied link. */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const env = useWidgetEnv();
  const [feedback, setFeedback] = useState<string | null>(null);
  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(() => setFeedback(null), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [feedback]);
  const url = `${(env.appUrl ?? location.origin).replace(/\/+$/, '')}${path}`;
  const share = async () => {
    try {
      if (navigator.share) {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setFeedback(SUCCESS_MESSAGES.linkCopied);
    } catch (error) {
      if ((error as Error).name !== 'AbortError') setFeedback(FAILURE_MESSAGES.linkCopyFailed);
    }
  };
  return (
    <>
      <button type="button" className="mk-icon-btn" aria-label="Share" onClick={share}>
        ⤴
      </button>
      <span role="status" className={feedback ? 'mk-feedback' : 'mk-visually-hidden'}>
        {feedback}
      </span>
    </>
  );
}
