import type { UpgradeFeature } from '@modkit/sdk/rules';
import { Modal } from '@modkit/widgets/ui';
import { PackageTable } from './package-table';
import { closePricing } from './pricing-flag';
import './commerce.css';
import { useAppTranslator } from '../i18n/use-app-translator';

/**
 * The pricing modal (part 1 §2.16), open over any page while the URL has `upgrade=…`; closing it removes
 * the flag. Opened for a feature (`upgrade=projects`), it says which packages open it and starts at the first. Loaded on demand by the shell.
 */
export default function PricingModal({ feature }: { feature: UpgradeFeature | null }) {
  const { t } = useAppTranslator();
  return (
    <Modal open title={t('commerce.choosePackage')} onClose={closePricing}>
      <div className="pricing-modal">
        <PackageTable feature={feature} />
      </div>
    </Modal>
  );
}
