import { isProvisionedAddress } from '@modkit/sdk/rules';
import type { MailAdapter } from './mail';

/**
 * Mail to an LMS's or a partner's account that has no address of its own yet goes nowhere (issue 43): not to
 * its placeholder (`lti-…@lms.modkit.invalid`, undeliverable by design), and never to the address its school
 * sent (unverified: an LMS or a partner could name anyone's, who would then read about the learner). What such
 * mail says reaches the learner in the app (notifications). Once the learner has made that address their
 * account's own (the claim link, the one mail sent to it beforehand), their mail goes to it.
 */
export function withoutPlaceholders(mail: MailAdapter): MailAdapter {
  return {
    async send(message) {
      if (isProvisionedAddress(message.to)) return;
      await mail.send(message);
    },
  };
}
