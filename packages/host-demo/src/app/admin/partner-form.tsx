import { createPartner, type Partner, type PartnerWithKey, updatePartner } from '@modkit/sdk';
import { originsFromLines } from '@modkit/sdk/admin';
import { useClient } from '@modkit/sdk/react';
import { TextField } from '../login/text-field';
import { CancelAndSubmit } from '../ui/cancel-and-submit';
import { notify } from '../ui/notices';
import { SelectField } from '../ui/select-field';
import { TextAreaField } from '../ui/text-area-field';
import { useFormState } from '../ui/use-form-state';
import { AdminFormDialog, type AdminFormProps } from './admin-form-dialog';
import { useAdminTranslator } from './admin-language';
import { useAdminSubmit } from './use-admin-submit';

const FIELDS = ['name', 'origins', 'package_name'] as const;

/** The partner form's own props besides the admin forms' common ones. */
interface PartnerFormProps extends AdminFormProps {
  /** Null: a new partner. */
  partner: Partner | null;
  packages: string[];
  onCreated: (created: PartnerWithKey) => void;
}

/**
 * A partner's settings in a dialog: a new partner (its key then shows once) or an existing one's name, origins
 * (one per line) and package. The api checks them; its field errors sit beside the fields, any other failure
 * shows in the error dialog.
 */
export function PartnerFormDialog({ open, ...formProps }: { open: boolean } & PartnerFormProps) {
  const { partner } = formProps;
  const { t } = useAdminTranslator();
  return (
    <AdminFormDialog
      open={open}
      title={partner ? t('admin.editTitle', { name: partner.name }) : t('admin.partners.new')}
      onClose={formProps.onClose}
    >
      <PartnerForm {...formProps} />
    </AdminFormDialog>
  );
}

function PartnerForm({ partner, packages, onClose, onCreated, onSaved }: PartnerFormProps) {
  const client = useClient();
  const { t } = useAdminTranslator();
  const { values: fields, field } = useFormState({
    name: partner?.name ?? '',
    origins: partner?.origins.join('\n') ?? '',
    package_name: partner?.package_name ?? '',
  });

  const { form, errors, busy, submit, failureDialog } = useAdminSubmit(FIELDS, async () => {
    const body = { ...fields, origins: originsFromLines(fields.origins) };
    if (partner) {
      await updatePartner(client, partner.id, body);
      notify(t('admin.partners.saved'));
      onSaved();
    } else {
      const created = await createPartner(client, body);
      notify(t('admin.partners.created'));
      onCreated(created);
    }
  });

  return (
    <form ref={form} className="admin-form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <TextField label={t('admin.name')} maxLength={200} {...field('name', errors)} />
      <TextAreaField
        label={t('admin.partners.originsField')}
        rows={3}
        placeholder="https://partner.example.org"
        {...field('origins', errors)}
      />
      <SelectField
        label={t('admin.package')}
        placeholder={t('admin.partners.selectPackage')}
        options={packages.map((name) => ({ label: name, value: name }))}
        {...field('package_name', errors)}
      />
      <CancelAndSubmit className="admin-form__buttons" busy={busy} onCancel={onClose}>
        {t(partner ? 'admin.save' : 'admin.partners.create')}
      </CancelAndSubmit>
      {failureDialog}
    </form>
  );
}
