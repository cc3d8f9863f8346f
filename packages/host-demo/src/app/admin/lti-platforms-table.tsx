import type { LtiPlatform } from '@modkit/sdk';
import { type PlatformAction, type PlatformStatus, platformActions } from '@modkit/sdk/admin';
import { useDates } from '../i18n/use-dates';
import { type DataColumn, DataTable } from '../ui/data-table';
import { type AdminId, useAdminTranslator } from './admin-language';
import { RowAction } from './row-action';

const ACTION_LABELS: Record<PlatformAction, AdminId> = {
  approve: 'admin.lti.approve',
  refuse: 'admin.lti.refuse',
  revoke: 'admin.lti.revoke',
};

/** A platform's status as the console shows it (the rules' `platformStatusLabel` in English). */
const STATUS_LABELS: Record<PlatformStatus, AdminId> = {
  pending: 'admin.lti.statusPending',
  approved: 'admin.lti.statusApproved',
  refused: 'admin.lti.statusRefused',
};

/**
 * The LMS platforms: name and issuer, client id, status, deployments, registration and decision dates, last
 * launch, and the actions its status allows (Approve / Refuse a waiting one, Revoke an approved one).
 */
export function LtiPlatformsTable({
  platforms,
  onAction,
}: {
  platforms: LtiPlatform[];
  onAction: (action: PlatformAction, platform: LtiPlatform) => void;
}) {
  const { t } = useAdminTranslator();
  const { dayTime } = useDates();
  const columns: DataColumn<LtiPlatform>[] = [
    {
      label: t('admin.lti.platform'),
      cell: (p) => (
        <>
          {p.name ? <strong>{p.name}</strong> : null}
          <span className="admin-table__sub">{p.issuer}</span>
        </>
      ),
    },
    { label: t('admin.lti.clientId'), cell: (p) => <code>{p.client_id}</code> },
    {
      label: t('admin.status'),
      cell: (p) => (
        <span className={`admin-status admin-status--${p.status}`}>
          {STATUS_LABELS[p.status] ? t(STATUS_LABELS[p.status]) : p.status}
        </span>
      ),
    },
    {
      label: t('admin.lti.deployments'),
      cell: (p) =>
        p.deployment_ids.length ? (
          <ul className="admin-table__list">
            {p.deployment_ids.map((id) => (
              <li key={id}>{id}</li>
            ))}
          </ul>
        ) : (
          t('admin.none')
        ),
    },
    { label: t('admin.lti.registered'), cell: (p) => dayTime(p.registered_at) },
    { label: t('admin.lti.decided'), cell: (p) => dayTime(p.decided_at) },
    {
      label: t('admin.lti.lastLaunch'),
      cell: (p) => (p.last_launch_at ? dayTime(p.last_launch_at) : t('admin.never')),
    },
    {
      label: t('admin.actions'),
      cell: (p) => (
        <span className="admin-table__actions">
          {platformActions(p.status).map((action) => (
            <RowAction
              key={action}
              label={t(ACTION_LABELS[action])}
              row={p.name || p.issuer}
              onClick={() => onAction(action, p)}
            />
          ))}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      className="admin-table"
      caption={t('admin.lti.caption')}
      columns={columns}
      rows={platforms}
      rowKey={(p) => `${p.issuer} ${p.client_id}`}
    />
  );
}
