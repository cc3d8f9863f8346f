import type { AdminPackage } from '@modkit/sdk';
import { useAdminTranslator } from './admin-language';

const FLAGS = [
  ['can_submit_project', 'admin.packages.flagProjects'],
  ['can_access_collection', 'admin.packages.flagCollections'],
  ['ai_based_profiile_building_support', 'admin.packages.flagAiProfile'],
] as const;

type Flag = (typeof FLAGS)[number][0];

/** The gates a package includes, by their api names. */
export const FLAG_NAMES: Flag[] = FLAGS.map(([flag]) => flag);

/** A package's gates (1: included, 0: not), as the package form holds them. */
export type PackageFlagValues = Pick<AdminPackage, Flag>;

/** 'Included': one checkbox per gate of a package, each with the api's error beside it. */
export function PackageFlags({
  flags,
  errors,
  onChange,
}: {
  flags: PackageFlagValues;
  errors: Record<string, string>;
  onChange(update: (flags: PackageFlagValues) => PackageFlagValues): void;
}) {
  const { t } = useAdminTranslator();
  return (
    <fieldset className="admin-form__flags">
      <legend>{t('admin.packages.included')}</legend>
      {FLAGS.map(([flag, label]) => (
        <label key={flag} className="admin-form__flag">
          <input
            type="checkbox"
            checked={flags[flag] === 1}
            onChange={(e) => {
              const on = e.currentTarget.checked ? 1 : 0;
              onChange((f) => ({ ...f, [flag]: on }));
            }}
          />{' '}
          {t(label)}
          {errors[flag] ? <span className="field-error"> {errors[flag]}</span> : null}
        </label>
      ))}
    </fieldset>
  );
}
