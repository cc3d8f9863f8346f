import { escapeHtml } from '../http/html';
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
function render(publicUrl: string, content: MailContent): Omit<MailMessage, 'to'> {
  const lines = [
    ...(content.greeting ? [content.greeting, ''] : []),
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.details ?? []).map(([label, value]) => `${label}: ${value}`),
    ...(content.details?.length ? [''] : []),
    ...(content.action ? [`${content.action.label}:`, content.action.url, ''] : []),
    `— ${PRODUCT_NAME}, ${publicUrl}`,
  ];
  const html = `<!doctype html><html><body style="margin:0;background:#f4f6fa;font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#1a202c">
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

const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** Every mail modkit sends, one template per kind. */
export const mailTemplates = {
  verification: (publicUrl: string, link: string) =>
    render(publicUrl, {
      subject: `Verify your ${PRODUCT_NAME} account`,
      greeting: `Welcome to ${PRODUCT_NAME}!`,
      paragraphs: ['Confirm your e-mail address to start learning.'],
      action: { label: 'Verify my e-mail address', url: link },
    }),
  passwordReset: (publicUrl: string, link: string) =>
    render(publicUrl, {
      subject: `Reset your ${PRODUCT_NAME} password`,
      paragraphs: [
        'Someone asked to reset your password. If it was you, choose a new password within an hour.',
        'If it was not you, ignore this e-mail: your password stays as it is.',
      ],
      action: { label: 'Choose a new password', url: link },
    }),
  invitation: (publicUrl: string, mentorName: string, link: string) =>
    render(publicUrl, {
      subject: `${mentorName} invites you to ${PRODUCT_NAME}`,
      paragraphs: [`${mentorName} invites you to learn with them on ${PRODUCT_NAME}.`],
      action: { label: 'Accept the invitation', url: link },
    }),
  enquiry: (publicUrl: string, kind: 'MENTOR' | 'GENERAL', fields: Record<string, string>) =>
    render(publicUrl, {
      subject: `${kind === 'MENTOR' ? 'Mentor enquiry' : 'Enquiry'}: ${fields.topic ?? ''}`,
      paragraphs: [`A new ${kind === 'MENTOR' ? 'mentor enquiry' : 'enquiry'} came in through the website.`],
      details: Object.entries(fields),
    }),
  upgradeRequest: (publicUrl: string, who: { name: string; email: string; role: string }, message: string) =>
    render(publicUrl, {
      subject: `Upgrade request from ${who.name}`,
      paragraphs: [`${who.name} <${who.email}> (${who.role}) asks for more access.`, message],
    }),
  sessionScheduled: (publicUrl: string, byName: string, scheduledOn: string, sessionsUrl: string) =>
    render(publicUrl, {
      subject: `Session scheduled for ${when(scheduledOn)}`,
      paragraphs: [`${byName} scheduled a mentor session with you on ${when(scheduledOn)}.`],
      action: { label: 'See your sessions', url: sessionsUrl },
    }),
  sessionCancelled: (publicUrl: string, byName: string, scheduledOn: string, sessionsUrl: string) =>
    render(publicUrl, {
      subject: `Session of ${when(scheduledOn)} cancelled`,
      paragraphs: [`${byName} cancelled the mentor session of ${when(scheduledOn)}.`],
      action: { label: 'See your sessions', url: sessionsUrl },
    }),
};
