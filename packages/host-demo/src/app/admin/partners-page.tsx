import { getPartners, type Partner, type PartnerWithKey, rotatePartnerKey, updatePartner } from '@modkit/sdk';
import { ADMIN_TEXTS } from '@modkit/sdk/admin';
import { useClient, useResource } from '@modkit/sdk/react';
import { ConfirmDialog, ErrorDialog, Pager } from '@modkit/widgets/ui';
import { useState } from 'react';
import { PageFrame } from '../ui/page-frame';
import { ResourceList } from '../ui/resource-list';
import { useConfirmedAction } from '../ui/use-confirmed-action';
import './admin.css';
import { PartnerFormDialog } from './partner-form';
import { PartnerKeyDialog } from './partner-key-dialog';
import { PartnersTable } from './partners-table';
import { usePackageNames } from './use-package-names';
import { type ToggledStatuses, useStatusToggle } from './use-status-toggle';

const PAGE_SIZE = 50;

/** A partner is enabled or disabled: Enable / Disable switches it, with a notice. */
const PARTNER_STATUSES: ToggledStatuses<Partner['status']> = {
  on: 'ACTIVE',
  off: 'DISABLED',
  turnedOn: ADMIN_TEXTS.partnerEnabled,
  turnedOff: ADMIN_TEXTS.partnerDisabled,
};

/**
 * `/admin/partners` (administrators): the partner sites that embed the widgets with their own users. Create
 * one (its key shows once), edit its name, origins and package, rotate its key (after a confirmation: the
 * old key stops at once) and disable or enable it. Every call is checked again by the api (403 otherwise).
 */
export default function PartnersPage() {
  const client = useClient();
  const [page, setPage] = useState(1);
  const partners = useResource(() => getPartners(client, { page, limit: PAGE_SIZE }), [client, page]);
  const packages = usePackageNames();
  const [editing, setEditing] = useState<Partner | 'new' | null>(null);
  const [shownKey, setShownKey] = useState<PartnerWithKey | null>(null);
  const rotating = useConfirmedAction(
    async (partner: Partner) => setShownKey(await rotatePartnerKey(client, partner.id)),
    partners.reload,
  );
  const toggling = useStatusToggle(
    PARTNER_STATUSES,
    (partner: Partner, status) => updatePartner(client, partner.id, { status }),
    partners.reload,
  );
  const data = partners.data;
  return (
    <PageFrame
      title="Partners"
      crumbs={[{ label: 'Admin' }, { label: 'Partners' }]}
      actions={
        <button type="button" className="btn" onClick={() => setEditing('new')}>
          New partner
        </button>
      }
    >
      <p className="page-lead">
        Sites that embed the widgets for their own users: each has its origins, the package its users get and
        a secret key its server trades for widget tokens.
      </p>
      <ResourceList resource={partners} empty={ADMIN_TEXTS.noPartners}>
        {(rows) => (
          <PartnersTable
            partners={rows}
            onEdit={setEditing}
            onRotate={rotating.ask}
            onToggle={toggling.toggle}
          />
        )}
      </ResourceList>
      {data ? <Pager page={page} total={data.total} pageSize={PAGE_SIZE} onPage={setPage} /> : null}
      <PartnerFormDialog
        open={editing !== null}
        partner={editing === 'new' ? null : editing}
        packages={packages.data ?? []}
        onClose={() => setEditing(null)}
        onCreated={(created) => {
          setEditing(null);
          setShownKey(created);
          partners.reload();
        }}
        onSaved={() => {
          setEditing(null);
          partners.reload();
        }}
      />
      <PartnerKeyDialog shown={shownKey} onClose={() => setShownKey(null)} />
      <ConfirmDialog
        open={rotating.asking !== null}
        title="Rotate key"
        message={ADMIN_TEXTS.rotateConfirm}
        busy={rotating.busy}
        onConfirm={rotating.confirm}
        onCancel={rotating.cancel}
      />
      <ErrorDialog
        message={rotating.failure ?? toggling.failure}
        onClose={() => {
          rotating.clearFailure();
          toggling.clearFailure();
        }}
      />
    </PageFrame>
  );
}
