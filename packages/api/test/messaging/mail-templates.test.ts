import { describe, expect, it } from 'vitest';
import { mailTemplates } from '../../src/messaging/mail-templates';

const SITE = 'https://learn.example.org';
const LINK = `${SITE}/reset-password?token=a&b=c`;
const NAME = 'Ada <b>Lovelace</b>';

describe('one template per kind of mail: text and HTML, the product, the link to PUBLIC_URL', () => {
  it.each([
    ['verification', mailTemplates.verification(SITE, LINK), 'Verify your modkit account', LINK],
    ['password reset', mailTemplates.passwordReset(SITE, LINK), 'Reset your modkit password', LINK],
    ['invitation', mailTemplates.invitation(SITE, NAME, LINK), `${NAME} invites you to modkit`, LINK],
    [
      'session scheduled',
      mailTemplates.sessionScheduled(SITE, NAME, '2026-12-01T15:30:00.000Z', `${SITE}/mentor-sessions`),
      'Session scheduled for 2026-12-01 15:30 UTC',
      `${SITE}/mentor-sessions`,
    ],
    [
      'session cancelled',
      mailTemplates.sessionCancelled(
        SITE,
        NAME,
        '2026-12-01T15:30:00.000Z',
        `${SITE}/mentor/mentor-sessions`,
      ),
      'Session of 2026-12-01 15:30 UTC cancelled',
      `${SITE}/mentor/mentor-sessions`,
    ],
  ])('%s', (_kind, mail, subject, link) => {
    expect(mail.subject).toBe(subject);
    // Text: the link on a line of its own, and where the mail comes from.
    expect(mail.text.split('\n')).toContain(link);
    expect(mail.text.trimEnd().endsWith(`— modkit, ${SITE}`)).toBe(true);
    // HTML: the link as a button (its & escaped), the product's name, every value escaped.
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&#38;')}"`);
    expect(mail.html).toContain(`>modkit</td>`);
    expect(mail.html).toContain(`href="${SITE}"`);
    expect(mail.html).not.toContain('<b>Lovelace</b>');
  });

  it('an invitation names the mentor, escaped in HTML', () => {
    const mail = mailTemplates.invitation(SITE, NAME, LINK);
    expect(mail.text).toContain(`${NAME} invites you to learn with them on modkit.`);
    expect(mail.html).toContain('Ada &#60;b&#62;Lovelace&#60;/b&#62; invites you');
  });

  it('mail to the team lists an enquiry’s fields, and an upgrade request its message', () => {
    const enquiry = mailTemplates.enquiry(SITE, 'MENTOR', { topic: 'Volunteering', email: 'x@example.org' });
    expect(enquiry.subject).toBe('Mentor enquiry: Volunteering');
    expect(enquiry.text).toContain('topic: Volunteering\nemail: x@example.org');
    expect(enquiry.html).toContain('<strong>email:</strong> x@example.org');
    const upgrade = mailTemplates.upgradeRequest(
      SITE,
      { name: 'Sam Lee', email: 'sam@example.org', role: 'MENTOR' },
      'More invites, please.',
    );
    expect(upgrade.subject).toBe('Upgrade request from Sam Lee');
    expect(upgrade.text).toContain(
      'Sam Lee <sam@example.org> (MENTOR) asks for more access.\n\nMore invites, please.',
    );
  });
});
