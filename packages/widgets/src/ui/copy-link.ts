import { COPY_FEEDBACK_MS } from '@modkit/sdk/rules';
import { useEffect, useState } from 'react';
import { useT } from '../runtime/i18n';

/**
 * Copies a link to the clipboard with the spec's feedback ('Link copied successfully!' or 'Unable to Copy
 * the Link!'), shown for 3 seconds. `share` uses the system share sheet first when there is one.
 */
export function useCopyLink() {
  const { t } = useT();
  const [feedback, setFeedback] = useState<string | null>(null);
  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(() => setFeedback(null), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [feedback]);
  const copy = async (url: string, share?: { title: string }) => {
    try {
      if (share && navigator.share) {
        await navigator.share({ title: share.title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setFeedback(t('success.linkCopied'));
    } catch (error) {
      if ((error as Error).name !== 'AbortError') setFeedback(t('failure.linkCopyFailed'));
    }
  };
  return { feedback, copy };
}
