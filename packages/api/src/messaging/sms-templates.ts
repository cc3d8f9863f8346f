import { serverTexts } from '../i18n/server-texts';
import { PRODUCT_NAME } from './mail-templates';

/**
 * Text messages (our texts: the spec shows none), in the recipient's language (English when unknown). Short:
 * a link of ~300 characters already makes 3 parts.
 */
export const smsTemplates = {
  invitation: (mentorName: string, link: string, language?: string | null) =>
    serverTexts(language).t('sms', 'invitation', { mentor: mentorName, product: PRODUCT_NAME, link }),
};
