import type { LtiPlatform } from '@modkit/sdk';
import { type PlatformAction, platformActions, platformStatusLabel } from '@modkit/sdk/admin';
import { formatDateTime } from '../projects/format-date';
import { type DataColumn, DataTable } from '../ui/data-table';
import { RowAction } from './row-action';

const ACTION_LABELS: Record<PlatformAction, string> = {
  approve: 'Approve',
  refuse: 'Refuse',
  revoke: 'Revoke',
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
  const columns: DataColumn<LtiPlatform>[] = [
    {
      label: 'Platform',
      cell: (p) => (
        <>
          {p.name ? <strong>{p.name}</strong> : null}
          <span className="admin-table__sub">{p.issuer}</span>
        </>
      ),
    },
    { label: 'Client ID', cell: (p) => <code>{p.client_id}</code> },
    {
      label: 'Status',
      cell: (p) => (
        <span className={`admin-status admin-status--${p.status}`}>{platformStatusLabel(p.status)}</span>
      ),
    },
    {
      label: 'Deployments',
      cell: (p) =>
        p.deployment_ids.length ? (
          <ul className="admin-table__list">
            {p.deployment_ids.map((id) => (
              <li key={id}>{id}</li>
            ))}
          </ul>
        ) : (
          'None'
        ),
    },
    { label: 'Registered', cell: (p) => formatDateTime(p.registered_at) },
    { label: 'Decided', cell: (p) => formatDateTime(p.decided_at) },
    { label: 'Last launch', cell: (p) => (p.last_launch_at ? formatDateTime(p.last_launch_at) : 'Never') },
    {
      label: 'Actions',
      cell: (p) => (
        <span className="admin-table__actions">
          {platformActions(p.status).map((action) => (
            <RowAction
              key={action}
              label={ACTION_LABELS[action]}
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
      caption="LTI platforms"
      columns={columns}
      rows={platforms}
      rowKey={(p) => `${p.issuer} ${p.client_id}`}
    />
  );
}
