import { escapeHtml } from '../http/html';
import { type ServerMessageIds, type ServerTexts, serverTexts } from '../i18n/server-texts';
import type { MailMessage } from './mail';

/** The product's name as its mail signs it. */
export const PRODUCT_NAME = 'modkit';

/** What one kind of mail says: its subject, paragraphs, and the one thing to do (a link). */
interface MailContent {
  subject: string;
  greeting?: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Details as label: value lines (an enquiry's fields). */
  details?: Array<[string, string]>;
}

/**
 * Renders every kind of mail the same way: a text part and an HTML part from the same content, the
 * product's name at the top, the action as a link (a button in HTML, the URL on its own line in text), and
 * a footer that names where it comes from. Every value is escaped in the HTML part.
 */
function render(
  publicUrl: string,
  content: MailContent,
  texts: Pick<ServerTexts, 'language' | 'dir'> = serverTexts(null),
): Omit<MailMessage, 'to'> {
  const lines = [
    ...(content.greeting ? [content.greeting, ''] : []),
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.details ?? []).map(([label, value]) => `${label}: ${value}`),
    ...(content.details?.length ? [''] : []),
    ...(content.action ? [`${content.action.label}:`, content.action.url, ''] : []),
    `— ${PRODUCT_NAME}, ${publicUrl}`,
  ];
  const html = `<!doctype html><html lang="${texts.language}" dir="${texts.dir}"><body style="margin:0;background:#f4f6fa;font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#1a202c">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:24px">
<tr><td style="font-size:20px;font-weight:700;padding-bottom:16px">${escapeHtml(PRODUCT_NAME)}</td></tr>
${content.greeting ? `<tr><td style="padding-bottom:12px">${escapeHtml(content.greeting)}</td></tr>` : ''}
${content.paragraphs.map((p) => `<tr><td style="padding-bottom:12px;line-height:1.5">${escapeHtml(p)}</td></tr>`).join('\n')}
${(content.details ?? []).map(([label, value]) => `<tr><td style="padding-bottom:6px"><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</td></tr>`).join('\n')}
${content.action ? `<tr><td style="padding:12px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#2b6cb0;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px">${escapeHtml(content.action.label)}</a></td></tr>` : ''}
<tr><td style="padding-top:16px;font-size:12px;color:#4a5568">${escapeHtml(PRODUCT_NAME)} · <a href="${escapeHtml(publicUrl)}" style="color:#4a5568">${escapeHtml(publicUrl)}</a></td></tr>
</table></td></tr></table></body></html>`;
  return { subject: content.subject, text: lines.join('\n'), html };
}

/** The mail of a user in their language (English when they chose none): its texts and its words. */
function inLanguage(language: string | null | undefined) {
  const texts = serverTexts(language);
  const words = (id: ServerMessageIds['mail'], values?: Record<string, string>) =>
    texts.t('mail', id, { product: PRODUCT_NAME, ...values });
  // A session's time, in UTC: English keeps its ISO form (2026-12-01 15:30 UTC); others write it their way.
  const when = (iso: string) =>
    texts.language === 'en' ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : texts.moment(iso);
  return { texts, words, when };
}

/**
 * Every mail modkit sends, one template per kind: a user's in their language (`language`: the saved one;
 * English when null), the team's in English.
 */
export const mailTemplates = {
  verification: (publicUrl: string, link: string, language?: string | null) => {
    const { texts, words } = inLanguage(language);
    return render(
      publicUrl,
      {
        subject: words('verification.subject'),
        greeting: words('verification.greeting'),
        paragraphs: [words('verification.body')],
        action: { label: words('verification.action'), url: link },
      },
      texts,
    );
  },
  passwordReset: (publicUrl: string, link: string, language?: string | null) => {
    const { texts, words } = inLanguage(language);
    return render(
      publicUrl,
      {
        subject: words('passwordReset.subject'),
        paragraphs: [words('passwordReset.body'), words('passwordReset.notYou')],
        action: { label: words('passwordReset.action'), url: link },
      },
      texts,
    );
  },
  /** A one-time sign-in link (no password, no captcha): WCAG 3.3.8's way in without a puzzle. */
  signInLink: (publicUrl: string, link: string, language?: string | null) => {
    const { texts, words } = inLanguage(language);
    return render(
      publicUrl,
      {
        subject: words('signInLink.subject'),
        paragraphs: [words('signInLink.body'), words('signInLink.notYou')],
        action: { label: words('signInLink.action'), url: link },
      },
      texts,
    );
  },
  /** A one-time sign-up link for an address with no account: the sign-up form without the captcha. */
  signUpLink: (publicUrl: string, link: string, language?: string | null) => {
    const { texts, words } = inLanguage(language);
    return render(
      publicUrl,
      {
        subject: words('signUpLink.subject'),
        paragraphs: [words('signUpLink.body'), words('signUpLink.notYou')],
        action: { label: words('signUpLink.action'), url: link },
      },
      texts,
    );
  },
  invitation: (publicUrl: string, mentorName: string, link: string, language?: string | null) => {
    const { texts, words } = inLanguage(language);
    return render(
      publicUrl,
      {
        subject: words('invitation.subject', { mentor: mentorName }),
        paragraphs: [words('invitation.body', { mentor: mentorName })],
        action: { label: words('invitation.action'), url: link },
      },
      texts,
    );
  },
  enquiry: (publicUrl: string, kind: 'MENTOR' | 'GENERAL', fields: Record<string, string>) =>
    render(publicUrl, {
      subject: `${kind === 'MENTOR' ? 'Mentor enquiry' : 'Enquiry'}: ${fields.topic ?? ''}`,
      paragraphs: [`A new ${kind === 'MENTOR' ? 'mentor enquiry' : 'enquiry'} came in through the website.`],
      details: Object.entries(fields),
    }),
  /** The confirmation of an account's deletion (issue 27; English until the catalogues carry it). */
  /**
   * The link an LMS's or partner's learner asks for to make the address their school sent their account's
   * own (issue 43): the one mail sent to that address before it is theirs, and it holds only the link.
   */
  schoolAddressClaim: (publicUrl: string, link: string, from: string | null, language?: string | null) => {
    const { texts, words } = inLanguage(language);
    return render(
      publicUrl,
      {
        subject: words('schoolAddress.subject'),
        paragraphs: [
          from ? words('schoolAddress.body', { from }) : words('schoolAddress.bodyNoSource'),
          words('schoolAddress.notYou'),
        ],
        action: { label: words('schoolAddress.action'), url: link },
      },
      texts,
    );
  },
  accountDeletion: (publicUrl: string, link: string) =>
    render(publicUrl, {
      subject: `Confirm the deletion of your ${PRODUCT_NAME} account`,
      paragraphs: [
        `Someone asked to delete your ${PRODUCT_NAME} account and everything it holds. If it was you, confirm within an hour: this cannot be undone.`,
        'If it was not you, ignore this e-mail: your account stays as it is.',
      ],
      action: { label: 'Delete my account', url: link },
    }),
  upgradeRequest: (publicUrl: string, who: { name: string; email: string; role: string }, message: string) =>
    render(publicUrl, {
      subject: `Upgrade request from ${who.name}`,
      paragraphs: [`${who.name} <${who.email}> (${who.role}) asks for more access.`, message],
    }),
  sessionScheduled: (
    publicUrl: string,
    byName: string,
    scheduledOn: string,
    sessionsUrl: string,
    language?: string | null,
  ) => sessionMail('sessionScheduled', publicUrl, byName, scheduledOn, sessionsUrl, language),
  sessionCancelled: (
    publicUrl: string,
    byName: string,
    scheduledOn: string,
    sessionsUrl: string,
    language?: string | null,
  ) => sessionMail('sessionCancelled', publicUrl, byName, scheduledOn, sessionsUrl, language),
};

/** A session scheduled or cancelled, told to the other person. */
function sessionMail(
  kind: 'sessionScheduled' | 'sessionCancelled',
  publicUrl: string,
  byName: string,
  scheduledOn: string,
  sessionsUrl: string,
  language: string | null | undefined,
) {
  const { texts, words, when } = inLanguage(language);
  const values = { name: byName, when: when(scheduledOn) };
  return render(
    publicUrl,
    {
      subject: words(`${kind}.subject`, values),
      paragraphs: [words(`${kind}.body`, values)],
      action: { label: words('sessions.action'), url: sessionsUrl },
    },
    texts,
  );
}
