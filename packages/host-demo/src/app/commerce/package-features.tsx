import type { Package } from '@modkit/sdk';
import { RowValue } from './package-grid';
import { pricingRows } from './package-rows';

/** A package's features as a list of label and value (part 1 §2.16), those it lacks muted. */
export function PackageFeatures({ pkg }: { pkg: Package }) {
  return (
    <dl className="package-features">
      {pricingRows(pkg).map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>
            <RowValue value={row.value} included={row.included} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
