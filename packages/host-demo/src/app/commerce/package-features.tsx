import type { Package } from '@modkit/sdk';
import { say } from '@modkit/sdk/i18n';
import { useAppTranslator } from '../i18n/use-app-translator';
import { FactList } from '../ui/fact-list';
import { RowValue } from './package-grid';
import { pricingRows } from './package-rows';

/** A package's features as a list of label and value (part 1 §2.16), those it lacks muted. */
export function PackageFeatures({ pkg }: { pkg: Package }) {
  const i18n = useAppTranslator();
  return (
    <FactList
      className="package-features"
      facts={pricingRows(pkg).map((row) => ({
        label: i18n.t(row.label),
        value: <RowValue value={say(i18n, row.value)} included={row.included} />,
      }))}
    />
  );
}
