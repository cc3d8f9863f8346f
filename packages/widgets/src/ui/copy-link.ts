import { COPY_FEEDBACK_MS, FAILURE_MESSAGES, SUCCESS_MESSAGES } from '@modkit/sdk/rules';
import { useEffect, useState } from 'react';

/**
 * Copies a link to the clipboard with the spec's feedback ('Link copied successfully!' or 'Unable to Copy
 * the Link!'), shown for 3 seconds. `share` uses the system share sheet first when there is one.
 */
export function useCopyLink() {
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
      setFeedback(SUCCESS_MESSAGES.linkCopied);
    } catch (error) {
      if ((error as Error).name !== 'AbortError') setFeedback(FAILURE_MESSAGES.linkCopyFailed);
    }
  };
  return { feedback, copy };
}
