import { getPartners, type Partner, type PartnerWithKey, rotatePartnerKey, updatePartner } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { ConfirmDialog, ErrorDialog, Pager } from '@modkit/widgets/ui';
import { useState } from 'react';
import { PageFrame } from '../ui/page-frame';
import { ResourceList } from '../ui/resource-list';
import { useConfirmedAction } from '../ui/use-confirmed-action';
import './admin.css';
import { inAdminLanguage, useAdminTranslator } from './admin-language';
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
  turnedOn: 'admin.partners.enabled',
  turnedOff: 'admin.partners.disabled',
};

/**
 * `/admin/partners` (administrators): the partner sites that embed the widgets with their own users. Create
 * one (its key shows once), edit its name, origins and package, rotate its key (after a confirmation: the
 * old key stops at once) and disable or enable it. Every call is checked again by the api (403 otherwise).
 */
function PartnersPage() {
  const client = useClient();
  const { t } = useAdminTranslator();
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
      title={t('admin.partners.title')}
      crumbs={[{ label: t('admin.crumb') }, { label: t('admin.partners.title') }]}
      actions={
        <button type="button" className="btn" onClick={() => setEditing('new')}>
          {t('admin.partners.new')}
        </button>
      }
    >
      <p className="page-lead">{t('admin.partners.lead')}</p>
      <ResourceList resource={partners} empty={t('admin.partners.none')}>
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
        {...rotating.dialog}
        title={t('admin.partners.rotate')}
        message={t('admin.partners.rotateConfirm')}
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

/** The page in the app's language, with the console's catalogue (loaded with the page's chunk). */
export default inAdminLanguage(PartnersPage);
