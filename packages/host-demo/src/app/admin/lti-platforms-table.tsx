import type { LtiPlatform } from '@modkit/sdk';
import { type PlatformAction, platformActions, platformStatusLabel } from '@modkit/sdk/admin';
import { formatDateTime } from '../projects/format-date';
import { ColumnHeads } from '../ui/column-heads';
import { RowAction } from './row-action';

const COLUMNS = [
  'Platform',
  'Client ID',
  'Status',
  'Deployments',
  'Registered',
  'Decided',
  'Last launch',
  'Actions',
];
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
  return (
    <table className="admin-table">
      <caption className="visually-hidden">LTI platforms</caption>
      <ColumnHeads columns={COLUMNS} />
      <tbody>
        {platforms.map((p) => {
          const title = p.name || p.issuer;
          return (
            <tr key={`${p.issuer} ${p.client_id}`}>
              <td data-label={COLUMNS[0]}>
                {p.name ? <strong>{p.name}</strong> : null}
                <span className="admin-table__sub">{p.issuer}</span>
              </td>
              <td data-label={COLUMNS[1]}>
                <code>{p.client_id}</code>
              </td>
              <td data-label={COLUMNS[2]}>
                <span className={`admin-status admin-status--${p.status}`}>
                  {platformStatusLabel(p.status)}
                </span>
              </td>
              <td data-label={COLUMNS[3]}>
                {p.deployment_ids.length ? (
                  <ul className="admin-table__list">
                    {p.deployment_ids.map((id) => (
                      <li key={id}>{id}</li>
                    ))}
                  </ul>
                ) : (
                  'None'
                )}
              </td>
              <td data-label={COLUMNS[4]}>{formatDateTime(p.registered_at)}</td>
              <td data-label={COLUMNS[5]}>{formatDateTime(p.decided_at)}</td>
              <td data-label={COLUMNS[6]}>{p.last_launch_at ? formatDateTime(p.last_launch_at) : 'Never'}</td>
              <td data-label={COLUMNS[7]}>
                <span className="admin-table__actions">
                  {platformActions(p.status).map((action) => (
                    <RowAction
                      key={action}
                      label={ACTION_LABELS[action]}
                      row={title}
                      onClick={() => onAction(action, p)}
                    />
                  ))}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
