import type { Package } from '@modkit/sdk';
import {
  type Message,
  type PackageBenefit,
  packageBenefits,
  priceSuffix,
  priceText,
} from '@modkit/sdk/rules';

/** The price of a package as the spec shows it: symbol, price and /monthly, /quarterly or /yearly. */
export function packagePrice(pkg: Package): Message<'package.price'> {
  const price = pkg.prices[0];
  return priceText(
    price?.currency.symbol,
    price?.price ?? 0,
    priceSuffix(pkg.duration_in_humanize, pkg.name),
  );
}

/** A row of the package table: its name's message id, its value's message, whether the package has it. */
export interface PricingRow {
  label: PackageBenefit['label'] | 'package.priceLabel';
  value: PackageBenefit['value'] | Message<'package.price'>;
  included: boolean;
}

/**
 * The rows of the package table (part 1 §2.16): module access, projects, AI guided recommendation,
 * collections, AI profile-building support, duration (from `packageBenefits`, without its mentor-sessions
 * line, which the table does not list), then the price.
 */
export function pricingRows(pkg: Package): PricingRow[] {
  return [
    ...packageBenefits(pkg).filter((row) => row.label !== 'package.sessions'),
    { label: 'package.priceLabel', value: packagePrice(pkg), included: true },
  ];
}
