import type { Package } from '@modkit/sdk';
import { priceSuffix, priceText } from '@modkit/sdk/rules';

/** The package chosen for an instant signup (part 1 §2.6): name, price with its billing suffix, currency. */
export function PackageSummary({ pkg }: { pkg: Package }) {
  const price = pkg.prices[0];
  return (
    <section className="package-summary" aria-labelledby="package-summary-title">
      <h2 id="package-summary-title" className="package-summary__label">
        Selected package
      </h2>
      <p className="package-summary__name">{pkg.name}</p>
      {price ? (
        <dl className="package-summary__facts">
          <div>
            <dt>Price</dt>
            <dd>
              {priceText(price.currency.symbol, price.price, priceSuffix(pkg.duration_in_humanize, pkg.name))}
            </dd>
          </div>
          <div>
            <dt>Currency</dt>
            <dd>{String(price.currency.id)}</dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
