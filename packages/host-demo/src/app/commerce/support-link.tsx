import { useAppTranslator } from '../i18n/use-app-translator';
import { withNode } from '../i18n/with-node';

/**
 * The support address shown with the package table and the order panel (part 1 §2.16, part 2 "Order
 * Details"). The spec leaves it open ({email}); a deployment sets VITE_SUPPORT_EMAIL at build time, and
 * the default is the api's default team address.
 */
const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'team@modkit.test';

/** 'Need help? Write to us at {email}' with a mailto link. */
export function SupportLink() {
  const { t } = useAppTranslator();
  return (
    <p className="support-link">
      {withNode(
        (at) => t('commerce.needHelp', { email: at }),
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>,
      )}
    </p>
  );
}
