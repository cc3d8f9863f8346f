import type { Package } from '@modkit/sdk';
import { say } from '@modkit/sdk/i18n';
import { type LockedFeature, packageBenefits, priceSuffix, priceText } from '@modkit/sdk/rules';
import { useId } from 'react';
import { openPricing } from '../commerce/pricing-flag';
import { useAppTranslator } from '../i18n/use-app-translator';

/**
 * One upgrade card of a locked page (part 1 §2.24, part 2 "Locked Activity Log"): the package, its price per
 * duration, its benefits (the package table's rows) and 'Unlock Now', which opens the pricing modal.
 */
export function UpgradeCard({ pkg, feature }: { pkg: Package; feature: LockedFeature }) {
  const titleId = useId();
  const i18n = useAppTranslator();
  const price = pkg.prices[0];
  return (
    <article className="tile upgrade-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="upgrade-card__name">
        {pkg.name}
      </h2>
      {price ? (
        <p className="upgrade-card__price">
          {say(
            i18n,
            priceText(price.currency.symbol, price.price, priceSuffix(pkg.duration_in_humanize, pkg.name)),
          )}
        </p>
      ) : null}
      <dl className="upgrade-card__benefits">
        {packageBenefits(pkg).map((benefit) => (
          <div
            key={benefit.label}
            className={
              benefit.included ? 'upgrade-card__benefit' : 'upgrade-card__benefit upgrade-card__benefit--off'
            }
          >
            <dt>{i18n.t(benefit.label)}</dt>
            <dd>{say(i18n, benefit.value)}</dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        className="btn btn--block"
        aria-describedby={titleId}
        onClick={() => openPricing(feature)}
      >
        {i18n.t('locked.unlockNow')}
      </button>
    </article>
  );
}
