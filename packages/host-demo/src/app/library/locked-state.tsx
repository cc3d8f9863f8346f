import type { UpgradeFeature } from '@modkit/sdk/rules';
import { openPricing } from '../commerce/pricing-flag';
import './card-grid.css';
import { Icon, Lock } from '@modkit/widgets/ui';
import { useAppTranslator } from '../i18n/use-app-translator';

/**
 * A list closed by the learner's package (part 1 §2.17, §6): the lock, the reason and Upgrade, which
 * opens the pricing modal over the page at the package that opens `feature`. Nothing is requested behind it.
 */
export function LockedState({ text, feature }: { text: string; feature: UpgradeFeature }) {
  const { t } = useAppTranslator();
  return (
    <div className="locked-state">
      <span className="locked-state__icon" role="img" aria-label={t('common.locked')}>
        <Icon icon={Lock} />
      </span>
      <p>{text}</p>
      <button type="button" className="btn" onClick={() => openPricing(feature)}>
        {t('common.upgrade')}
      </button>
    </div>
  );
}
