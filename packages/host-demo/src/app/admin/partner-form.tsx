import { createPartner, type Partner, type PartnerWithKey, updatePartner } from '@modkit/sdk';
import { ADMIN_TEXTS, originsFromLines } from '@modkit/sdk/admin';
import { useClient } from '@modkit/sdk/react';
import { Modal } from '@modkit/widgets/ui';
import { useState } from 'react';
import { TextField } from '../login/text-field';
import { notify } from '../ui/notices';
import { SelectField } from '../ui/select-field';
import { TextAreaField } from '../ui/text-area-field';
import { useAdminSubmit } from './use-admin-submit';

const FIELDS = ['name', 'origins', 'package_name'] as const;

/**
 * A partner's settings in a dialog: a new partner (its key then shows once) or an existing one's name, origins
 * (one per line) and package. The api checks them; its field errors sit beside the fields, any other failure
 * shows in the error dialog.
 */
export function PartnerFormDialog({
  partner,
  open,
  packages,
  onClose,
  onCreated,
  onSaved,
}: {
  /** Null: a new partner. */
  partner: Partner | null;
  open: boolean;
  packages: string[];
  onClose: () => void;
  onCreated: (created: PartnerWithKey) => void;
  onSaved: () => void;
}) {
  return (
    <Modal open={open} title={partner ? `Edit ${partner.name}` : 'New partner'} onClose={onClose}>
      {open ? (
        <PartnerForm
          partner={partner}
          packages={packages}
          onClose={onClose}
          onCreated={onCreated}
          onSaved={onSaved}
        />
      ) : null}
    </Modal>
  );
}

function PartnerForm({
  partner,
  packages,
  onClose,
  onCreated,
  onSaved,
}: {
  partner: Partner | null;
  packages: string[];
  onClose: () => void;
  onCreated: (created: PartnerWithKey) => void;
  onSaved: () => void;
}) {
  const client = useClient();
  const [fields, setFields] = useState({
    name: partner?.name ?? '',
    origins: partner?.origins.join('\n') ?? '',
    package_name: partner?.package_name ?? '',
  });
  const set = (patch: Partial<typeof fields>) => setFields((f) => ({ ...f, ...patch }));

  const { form, errors, busy, submit, failureDialog } = useAdminSubmit(FIELDS, async () => {
    const body = { ...fields, origins: originsFromLines(fields.origins) };
    if (partner) {
      await updatePartner(client, partner.id, body);
      notify(ADMIN_TEXTS.partnerSaved);
      onSaved();
    } else {
      const created = await createPartner(client, body);
      notify(ADMIN_TEXTS.partnerCreated);
      onCreated(created);
    }
  });

  return (
    <form ref={form} className="admin-form" onSubmit={submit} noValidate aria-busy={busy}>
      <TextField
        label="Name"
        value={fields.name}
        maxLength={200}
        error={errors.name}
        onChange={(e) => set({ name: e.currentTarget.value })}
      />
      <TextAreaField
        label="Origins (one per line)"
        rows={3}
        placeholder="https://partner.example.org"
        value={fields.origins}
        error={errors.origins}
        onChange={(e) => set({ origins: e.currentTarget.value })}
      />
      <SelectField
        label="Package"
        placeholder="Select a package"
        options={packages.map((name) => ({ label: name, value: name }))}
        value={fields.package_name}
        error={errors.package_name}
        onChange={(e) => set({ package_name: e.currentTarget.value })}
      />
      <div className="admin-form__buttons">
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="btn" disabled={busy}>
          {partner ? 'Save' : 'Create partner'}
        </button>
      </div>
      {failureDialog}
    </form>
  );
}
