import { resendVerificationLink } from '@modkit/sdk';
import { useClient, useSession } from '@modkit/sdk/react';
import { SUCCESS_MESSAGES, UNVERIFIED_BANNER } from '@modkit/sdk/rules';
import { useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';

/**
 * 'Please verify your email address. CLICK HERE to verify.' for an unverified learner (part 1 §2.17) and
 * mentor (part 2 §6); CLICK HERE resends the verification link.
 */
export function UnverifiedNotice() {
  const client = useClient();
  const { t, wire } = useAppTranslator();
  const unverified = useSession(
    (s) =>
      (s.user_type === 'STUDENT' || s.user_type === 'MENTOR' || s.user_type === 'SUPER_MENTOR') &&
      s.user?.data.verified === false,
  );
  const [note, setNote] = useState<string | null>(null);
  if (!unverified) return null;
  const clickHere = t('library.clickHere');
  const [before, after] = wire(UNVERIFIED_BANNER).split(clickHere);
  const resend = () =>
    resendVerificationLink(client).then(
      () => setNote(SUCCESS_MESSAGES.verificationSent),
      (error: unknown) => setNote(error instanceof Error ? error.message : String(error)),
    );
  return (
    <div className="notice">
      <p>
        {before}
        <button type="button" className="link-button" onClick={resend}>
          {clickHere}
        </button>
        {after}
      </p>
      {/* In the page before the answer, so that the answer is announced (WCAG 4.1.3). */}
      <div role="status">{note ? <p>{wire(note)}</p> : null}</div>
    </div>
  );
}
