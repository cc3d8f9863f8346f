import { say } from '@modkit/sdk/i18n';
import { useAppTranslator } from '../i18n/use-app-translator';
import { PackageChoice } from './package-choice';
import type { PackageLayoutProps } from './package-layout-props';
import { pricingRows } from './package-rows';

/** A row's value; features a package lacks ('Not included') are muted. */
export function RowValue({ value, included }: { value: string; included: boolean }) {
  return <span className={included ? 'row-value' : 'row-value row-value--off'}>{value}</span>;
}

/** The package table of wide screens (part 1 §2.16): one column per package, one row per feature. */
export function PackageGrid({ packages, currentName, recommendedId }: PackageLayoutProps) {
  const i18n = useAppTranslator();
  const { t } = i18n;
  const columns = packages.map(pricingRows);
  const labels = columns[0]?.map((row) => row.label) ?? [];
  return (
    <div className="package-grid">
      <table>
        <caption className="visually-hidden">{t('commerce.packages')}</caption>
        <thead>
          <tr>
            <td />
            {packages.map((pkg) => (
              <th key={pkg.id} scope="col">
                {pkg.name}
                {pkg.id === recommendedId ? (
                  <span className="tag package-recommended">{t('commerce.recommended')}</span>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, row) => (
            <tr key={label}>
              <th scope="row">{t(label)}</th>
              {columns.map((rows, column) => (
                <td key={packages[column]!.id}>
                  <RowValue value={say(i18n, rows[row]!.value)} included={rows[row]!.included} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td />
            {packages.map((pkg) => (
              <td key={pkg.id}>
                <PackageChoice pkg={pkg} currentName={currentName} focus={pkg.id === recommendedId} />
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
