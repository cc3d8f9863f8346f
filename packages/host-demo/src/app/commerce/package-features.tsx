import type { Package } from '@modkit/sdk';
import { FactList } from '../ui/fact-list';
import { RowValue } from './package-grid';
import { pricingRows } from './package-rows';

/** A package's features as a list of label and value (part 1 §2.16), those it lacks muted. */
export function PackageFeatures({ pkg }: { pkg: Package }) {
  return (
    <FactList
      className="package-features"
      facts={pricingRows(pkg).map((row) => ({
        label: row.label,
        value: <RowValue value={row.value} included={row.included} />,
      }))}
    />
  );
}
