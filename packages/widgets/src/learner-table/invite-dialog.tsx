import { ApiError, getInvitation, inviteLearner } from '@modkit/sdk';
import { COUNTRY_CODES, SUCCESS_MESSAGES, VALIDATION_ERROR_TITLE, validateInvite } from '@modkit/sdk/rules';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../runtime/error-message';
import { useResource } from '../runtime/use-resource';
import { useWidgetEnv } from '../runtime/widget-env';
import { useCopyLink } from '../ui/copy-link';
import { Field } from '../ui/field';
import { Modal } from '../ui/modal';
import { TextField } from '../ui/text-field';

/** Our text (the spec has no SMS): a phone invitation that no text message carried (no SMS provider, or it failed). */
export const TEXT_NOT_SENT =
  'No text message was sent: copy the invite link above and share it with your learner.';

/** The invite link (the mentor's signed invitation, from the server) with Copy link and its feedback. */
function InviteLink({ open }: { open: boolean }) {
  const env = useWidgetEnv();
  const id = useId();
  const { feedback: copy, copy: copyText } = useCopyLink();
  const invitation = useResource(
    async () => (open && env.client ? (await getInvitation(env.client)).value : null),
    [open, env.client],
  );
  const value = invitation.status === 'ready' ? invitation.data : null;
  const appUrl = (env.appUrl ?? location.origin).replace(/\/+$/, '');
  const link = value ? `${appUrl}/my-library?value=${encodeURIComponent(value)}` : '';
  const copyLink = () => copyText(link);
  return (
    <>
      <label className="mk-label" htmlFor={`${id}-link`}>
        Invite link
      </label>
      <div className="mk-row">
        <input id={`${id}-link`} className="mk-input mk-grow" readOnly value={link} />
        <button type="button" className="mk-btn mk-btn--small" onClick={copyLink} disabled={!link}>
          Copy link
        </button>
      </div>
      <p role="status" className={copy ? 'mk-feedback' : 'mk-visually-hidden'}>
        {copy}
      </p>
    </>
  );
}

/** The invitation form's state and its sending: checked first, then sent by e-mail and/or phone. */
function useInviteForm(onSent: () => void) {
  const env = useWidgetEnv();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateInvite({ email, phone, country_code: code });
    setErrors(found);
    setStatus(null);
    setNote(null);
    if (Object.keys(found).length || !env.client) return;
    setBusy(true);
    try {
      const { textSent } = await inviteLearner(env.client, {
        ...(email.trim() ? { email: email.trim() } : {}),
        ...(phone.trim() ? { phone: phone.trim(), country_code: code } : {}),
      });
      setStatus(SUCCESS_MESSAGES.inviteSent);
      if (phone.trim() && !textSent) setNote(TEXT_NOT_SENT);
      setEmail('');
      setPhone('');
      onSent();
    } catch (error) {
      setErrors({ form: errorMessage(error), ...(error instanceof ApiError ? error.fieldErrors : {}) });
    } finally {
      setBusy(false);
    }
  };
  return { email, setEmail, code, setCode, phone, setPhone, errors, status, note, busy, send };
}

/**
 * Invite New Learners (part 2): the invite link (my-library with `value` = the mentor's signed invitation,
 * from the server) with copy feedback for 3 s, and an invitation by e-mail or phone.
 */
export function InviteDialog({
  open,
  onClose,
  onSent,
}: {
  open: boolean;
  onClose: () => void;
  onSent: () => void;
}) {
  const id = useId();
  const { email, setEmail, code, setCode, phone, setPhone, errors, status, note, busy, send } =
    useInviteForm(onSent);
  return (
    <Modal open={open} title="Invite New Learners" onClose={onClose}>
      <InviteLink open={open} />
      <form onSubmit={send} noValidate>
        {errors.form ? (
          <p className="mk-alert mk-alert--error" role="alert">
            {errors.form === VALIDATION_ERROR_TITLE ? VALIDATION_ERROR_TITLE : errors.form}
          </p>
        ) : null}
        <TextField
          id={`${id}-email`}
          label="Email"
          error={errors.email}
          type="email"
          value={email}
          onText={setEmail}
        />
        <div className="mk-phone">
          <div>
            <Field id={`${id}-code`} label="Country code" error={errors.country_code}>
              <select
                id={`${id}-code`}
                className="mk-input"
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
              >
                <option value="">Select</option>
                {COUNTRY_CODES.map((c) => (
                  <option key={c.label} value={`${c.label} (${c.code})`}>
                    {c.flag} {c.label} ({c.code})
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <div className="mk-grow">
            <TextField
              id={`${id}-phone`}
              label="Phone"
              error={errors.phone}
              inputMode="numeric"
              value={phone}
              onText={(text) => setPhone(text.replace(/\D/g, ''))}
            />
          </div>
        </div>
        {status ? (
          <p className="mk-alert mk-alert--success" role="status">
            {status}
          </p>
        ) : null}
        {note ? <p className="mk-alert">{note}</p> : null}
        <div className="mk-dialog__foot mk-dialog__foot--inline">
          <button type="submit" className="mk-btn" disabled={busy}>
            Send Invite
          </button>
        </div>
      </form>
    </Modal>
  );
}
