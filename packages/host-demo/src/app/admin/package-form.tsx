import { type AdminPackage, createPackage, updatePackage } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { useState } from 'react';
import { TextField } from '../login/text-field';
import { CancelAndSubmit } from '../ui/cancel-and-submit';
import { notify } from '../ui/notices';
import { useFormState } from '../ui/use-form-state';
import { AdminFormDialog, type AdminFormProps } from './admin-form-dialog';
import { useAdminTranslator } from './admin-language';
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
  const { t } = useAdminTranslator();
  return (
    <AdminFormDialog
      open={open}
      title={pkg ? t('admin.editTitle', { name: pkg.name }) : t('admin.packages.new')}
      onClose={formProps.onClose}
    >
      <PackageForm pkg={pkg} {...formProps} />
    </AdminFormDialog>
  );
}

function PackageForm({ pkg, onClose, onSaved }: { pkg: AdminPackage | null } & AdminFormProps) {
  const client = useClient();
  const { t } = useAdminTranslator();
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
    notify(t(pkg ? 'admin.packages.saved' : 'admin.packages.created'));
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
    <form ref={form} className="admin-form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <TextField label={t('admin.name')} maxLength={100} {...field('name', errors)} />
      <div className="admin-form__pair">
        {number('price', t('admin.packages.price'))}
        <TextField
          label={t('admin.packages.currency')}
          maxLength={3}
          hint={t('admin.packages.currencyHint')}
          {...field('currency_code', errors)}
        />
      </div>
      {number('duration_days', t('admin.packages.durationField'), t('admin.packages.durationHint'))}
      <div className="admin-form__pair">
        {number('number_of_accessable_module', t('admin.packages.modules'), t('admin.packages.modulesHint'))}
        {number('number_of_session', t('admin.packages.mentorSessions'))}
      </div>
      <PackageFlags flags={flags} errors={errors} onChange={setFlags} />
      <CancelAndSubmit className="admin-form__buttons" busy={busy} onCancel={onClose}>
        {t(pkg ? 'admin.save' : 'admin.packages.create')}
      </CancelAndSubmit>
      {failureDialog}
    </form>
  );
}
