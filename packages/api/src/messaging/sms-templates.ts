import { PRODUCT_NAME } from './mail-templates';

/** Text messages (our texts: the spec shows none). Short: a link of ~300 characters already makes 3 parts. */
export const smsTemplates = {
  invitation: (mentorName: string, link: string) =>
    `${mentorName} invites you to learn with them on ${PRODUCT_NAME}: ${link}`,
};
