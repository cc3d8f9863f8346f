import type { Package } from '@modkit/sdk';
import { useId } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { PackageFeatures } from './package-features';
import { openPricing } from './pricing-flag';

/** The order's selected-package panel (part 2 "Order Details"): name, features and price, and a way back to the packages. */
export function SelectedPackage({ pkg }: { pkg: Package }) {
  const id = useId();
  const { t } = useAppTranslator();
  return (
    <section className="order-panel" aria-labelledby={id}>
      <h2 id={id}>{t('commerce.selectedPackage')}</h2>
      <p className="order-panel__name">{pkg.name}</p>
      <PackageFeatures pkg={pkg} />
      <button type="button" className="link-button" onClick={() => openPricing()}>
        {t('commerce.changePackage')}
      </button>
    </section>
  );
}
