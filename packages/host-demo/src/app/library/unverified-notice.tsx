import { resendVerificationLink } from '@modkit/sdk';
import { useClient, useSession } from '@modkit/sdk/react';
import { SUCCESS_MESSAGES, UNVERIFIED_BANNER } from '@modkit/sdk/rules';
import { useState } from 'react';

/**
 * 'Please verify your email address. CLICK HERE to verify.' for an unverified learner (part 1 §2.17) and
 * mentor (part 2 §6); CLICK HERE resends the verification link.
 */
export function UnverifiedNotice() {
  const client = useClient();
  const unverified = useSession(
    (s) =>
      (s.user_type === 'STUDENT' || s.user_type === 'MENTOR' || s.user_type === 'SUPER_MENTOR') &&
      s.user?.data.verified === false,
  );
  const [note, setNote] = useState<string | null>(null);
  if (!unverified) return null;
  const [before, after] = UNVERIFIED_BANNER.split('CLICK HERE');
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
          CLICK HERE
        </button>
        {after}
      </p>
      {note ? <p role="status">{note}</p> : null}
    </div>
  );
}
