import type { Package } from '@modkit/sdk';
import { say } from '@modkit/sdk/i18n';
import { priceSuffix, priceText } from '@modkit/sdk/rules';
import { useAppTranslator } from '../../i18n/use-app-translator';

/** The package chosen for an instant signup (part 1 §2.6): name, price with its billing suffix, currency. */
export function PackageSummary({ pkg }: { pkg: Package }) {
  const price = pkg.prices[0];
  const i18n = useAppTranslator();
  const { t } = i18n;
  return (
    <section className="package-summary" aria-labelledby="package-summary-title">
      <h2 id="package-summary-title" className="package-summary__label">
        {t('public.selectedPackage')}
      </h2>
      <p className="package-summary__name">{pkg.name}</p>
      {price ? (
        <dl className="package-summary__facts">
          <div>
            <dt>{t('public.price')}</dt>
            <dd>
              {say(
                i18n,
                priceText(
                  price.currency.symbol,
                  price.price,
                  priceSuffix(pkg.duration_in_humanize, pkg.name),
                ),
              )}
            </dd>
          </div>
          <div>
            <dt>{t('public.currency')}</dt>
            <dd>{String(price.currency.id)}</dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
