import { ApiError, getInvitation, inviteLearner } from '@modkit/sdk';
import { COUNTRY_CODES, isValid, validateInvite } from '@modkit/sdk/rules';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../runtime/error-message';
import { useT, type WidgetTranslator } from '../runtime/i18n';
import { useResource } from '../runtime/use-resource';
import { useWidgetEnv } from '../runtime/widget-env';
import { useCopyLink } from '../ui/copy-link';
import { Field } from '../ui/field';
import { Modal } from '../ui/modal';
import { TextField } from '../ui/text-field';

/** Each field's message in the widget's language (they are the spec's texts). */
function wireAll(i18n: WidgetTranslator, messages: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([field, text]) => [field, i18n.wire(text)]));
}

/** The invite link (the mentor's signed invitation, from the server) with Copy link and its feedback. */
function InviteLink({ open }: { open: boolean }) {
  const env = useWidgetEnv();
  const { t } = useT();
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
        {t('learners.inviteLink')}
      </label>
      <div className="mk-row">
        <input id={`${id}-link`} className="mk-input mk-grow" readOnly value={link} />
        <button type="button" className="mk-btn mk-btn--small" onClick={copyLink} disabled={!link}>
          {t('learners.copyLink')}
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
  const i18n = useT();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const found = wireAll(i18n, validateInvite({ email, phone, country_code: code }));
    setErrors(found);
    setStatus(null);
    setNote(null);
    if (!isValid(found) || !env.client) return;
    setBusy(true);
    try {
      const { textSent } = await inviteLearner(env.client, {
        ...(email.trim() ? { email: email.trim() } : {}),
        ...(phone.trim() ? { phone: phone.trim(), country_code: code } : {}),
      });
      setStatus(i18n.t('success.inviteSent'));
      // Our text (the spec has no SMS): a phone invitation that no text message carried.
      if (phone.trim() && !textSent) setNote(i18n.t('learners.textNotSent'));
      setEmail('');
      setPhone('');
      onSent();
    } catch (error) {
      setErrors({
        form: errorMessage(error, i18n),
        ...wireAll(i18n, error instanceof ApiError ? error.fieldErrors : {}),
      });
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
  const { t } = useT();
  const { email, setEmail, code, setCode, phone, setPhone, errors, status, note, busy, send } =
    useInviteForm(onSent);
  return (
    <Modal open={open} title={t('learners.invite')} onClose={onClose}>
      <InviteLink open={open} />
      <form onSubmit={send} noValidate>
        {errors.form ? (
          <p className="mk-alert mk-alert--error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <TextField
          id={`${id}-email`}
          label={t('learners.email')}
          error={errors.email}
          type="email"
          value={email}
          onText={setEmail}
        />
        <div className="mk-phone">
          <div>
            <Field id={`${id}-code`} label={t('learners.countryCode')} error={errors.country_code}>
              <select
                id={`${id}-code`}
                className="mk-input"
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
              >
                <option value="">{t('learners.selectCountry')}</option>
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
              label={t('learners.phone')}
              error={errors.phone}
              inputMode="numeric"
              value={phone}
              onText={(text) => setPhone(text.replace(/\D/g, ''))}
            />
          </div>
        </div>
        {/* One live region, in the dialog before the answer, so that the answer is announced (WCAG 4.1.3). */}
        <div role="status">
          {status ? <p className="mk-alert mk-alert--success">{status}</p> : null}
          {note ? <p className="mk-alert">{note}</p> : null}
        </div>
        <div className="mk-dialog__foot mk-dialog__foot--inline">
          <button type="submit" className="mk-btn" disabled={busy}>
            {t('learners.sendInvite')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
