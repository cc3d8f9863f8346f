import { type AdminPackage, createPackage, updatePackage } from '@modkit/sdk';
import { ADMIN_TEXTS } from '@modkit/sdk/admin';
import { useClient } from '@modkit/sdk/react';
import { useState } from 'react';
import { TextField } from '../login/text-field';
import { CancelAndSubmit } from '../ui/cancel-and-submit';
import { notify } from '../ui/notices';
import { useFormState } from '../ui/use-form-state';
import { AdminFormDialog, type AdminFormProps } from './admin-form-dialog';
import { FLAG_NAMES, PackageFlags } from './package-flags';
import { useAdminSubmit } from './use-admin-submit';

const NUMBERS = ['price', 'duration_days', 'number_of_accessable_module', 'number_of_session'] as const;
const FIELDS = ['name', 'currency_code', ...NUMBERS, ...FLAG_NAMES];

/** A typed number as sent: empty or not a number is null, which the api refuses with the field's message. */
const asNumber = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text));

/**
 * A package's settings in a dialog (new, or an existing one's): name, price and currency, duration, the module
 * and session counts (-1 modules: unlimited) and the gates. The api's field errors sit beside the fields.
 */
export function PackageFormDialog({
  pkg,
  open,
  ...formProps
}: {
  /** Null: a new package. */
  pkg: AdminPackage | null;
  open: boolean;
} & AdminFormProps) {
  return (
    <AdminFormDialog open={open} title={pkg ? `Edit ${pkg.name}` : 'New package'} onClose={formProps.onClose}>
      <PackageForm pkg={pkg} {...formProps} />
    </AdminFormDialog>
  );
}

function PackageForm({ pkg, onClose, onSaved }: { pkg: AdminPackage | null } & AdminFormProps) {
  const client = useClient();
  const { values: fields, field } = useFormState({
    name: pkg?.name ?? '',
    currency_code: pkg?.currency_code ?? 'USD',
    price: pkg ? String(pkg.price) : '',
    duration_days: pkg ? String(pkg.duration_days) : '30',
    number_of_accessable_module: pkg ? String(pkg.number_of_accessable_module) : '',
    number_of_session: pkg ? String(pkg.number_of_session) : '0',
  });
  const [flags, setFlags] = useState({
    can_submit_project: pkg?.can_submit_project ?? 0,
    can_access_collection: pkg?.can_access_collection ?? 0,
    ai_based_profiile_building_support: pkg?.ai_based_profiile_building_support ?? 0,
  });

  const { form, errors, busy, submit, failureDialog } = useAdminSubmit(FIELDS, async () => {
    const body = {
      name: fields.name,
      currency_code: fields.currency_code,
      ...Object.fromEntries(NUMBERS.map((f) => [f, asNumber(fields[f])])),
      ...flags,
    } as Parameters<typeof createPackage>[1];
    if (pkg) await updatePackage(client, pkg.id, body);
    else await createPackage(client, body);
    notify(pkg ? ADMIN_TEXTS.packageSaved : ADMIN_TEXTS.packageCreated);
    onSaved();
  });

  const number = (name: (typeof NUMBERS)[number], label: string, hint?: string) => (
    <TextField
      label={label}
      inputMode={name === 'price' ? 'decimal' : 'numeric'}
      hint={hint}
      {...field(name, errors)}
    />
  );

  return (
    <form ref={form} className="admin-form" onSubmit={submit} noValidate aria-busy={busy}>
      <TextField label="Name" maxLength={100} {...field('name', errors)} />
      <div className="admin-form__pair">
        {number('price', 'Price')}
        <TextField
          label="Currency"
          maxLength={3}
          hint="3 letters, e.g. USD"
          {...field('currency_code', errors)}
        />
      </div>
      {number('duration_days', 'Duration (days)', '30 monthly, 90 quarterly, 365 yearly')}
      <div className="admin-form__pair">
        {number('number_of_accessable_module', 'Modules', '-1 for unlimited')}
        {number('number_of_session', 'Mentor sessions')}
      </div>
      <PackageFlags flags={flags} errors={errors} onChange={setFlags} />
      <CancelAndSubmit className="admin-form__buttons" busy={busy} onCancel={onClose}>
        {pkg ? 'Save' : 'Create package'}
      </CancelAndSubmit>
      {failureDialog}
    </form>
  );
}
