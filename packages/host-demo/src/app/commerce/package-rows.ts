import type { Package } from '@modkit/sdk';
import { type PackageBenefit, packageBenefits, priceSuffix, priceText } from '@modkit/sdk/rules';

/** The price of a package as the spec shows it: symbol, price and /monthly, /quarterly or /yearly. */
export function packagePrice(pkg: Package): string {
  const price = pkg.prices[0];
  return priceText(
    price?.currency.symbol,
    price?.price ?? 0,
    priceSuffix(pkg.duration_in_humanize, pkg.name),
  );
}

/**
 * The rows of the package table (part 1 §2.16): module access, projects, AI guided recommendation,
 * collections, AI profile-building support, duration (from `packageBenefits`, without its mentor-sessions
 * line, which the table does not list), then the price.
 */
export function pricingRows(pkg: Package): PackageBenefit[] {
  return [
    ...packageBenefits(pkg).filter((row) => row.label !== 'Mentor sessions'),
    { label: 'Price', value: packagePrice(pkg), included: true },
  ];
}
