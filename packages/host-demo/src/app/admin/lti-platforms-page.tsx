import {
  approveLtiPlatform,
  getLtiPlatforms,
  type LtiPlatform,
  refuseLtiPlatform,
  revokeLtiPlatform,
} from '@modkit/sdk';
import { ADMIN_TEXTS, type PlatformAction } from '@modkit/sdk/admin';
import { useClient, useResource } from '@modkit/sdk/react';
import { ConfirmDialog, ErrorDialog } from '@modkit/widgets/ui';
import { notify } from '../ui/notices';
import { PageFrame } from '../ui/page-frame';
import { ResourceList } from '../ui/resource-list';
import { useConfirmedAction } from '../ui/use-confirmed-action';
import './admin.css';
import { LtiPlatformsTable } from './lti-platforms-table';

const CALLS = { approve: approveLtiPlatform, refuse: refuseLtiPlatform, revoke: revokeLtiPlatform };
const DONE = {
  approve: ADMIN_TEXTS.platformApproved,
  refuse: ADMIN_TEXTS.platformRefused,
  revoke: ADMIN_TEXTS.platformRevoked,
};
const CONFIRM = {
  approve: { title: 'Approve platform', message: ADMIN_TEXTS.approveConfirm },
  refuse: { title: 'Refuse platform', message: ADMIN_TEXTS.refuseConfirm },
  revoke: { title: 'Revoke platform', message: ADMIN_TEXTS.revokeConfirm },
};

/**
 * `/admin/lti-platforms` (administrators): the LMS platforms of the LTI tool. A platform that registered
 * itself waits (when approval is required) until approved or refused; an approved one can be revoked. Each
 * action asks first; the tool checks the administrator again on every call.
 */
export default function LtiPlatformsPage() {
  const client = useClient();
  const platforms = useResource(() => getLtiPlatforms(client), [client]);
  const acting = useConfirmedAction(
    async ({ action, platform }: { action: PlatformAction; platform: LtiPlatform }) => {
      await CALLS[action](client, { issuer: platform.issuer, client_id: platform.client_id });
      notify(DONE[action]);
    },
    platforms.reload,
  );
  const asking = acting.asking;
  return (
    <PageFrame title="LTI Platforms" crumbs={[{ label: 'Admin' }, { label: 'LTI Platforms' }]}>
      <p className="page-lead">
        The LMSs that embed modkit through LTI 1.3. One that registered itself waits for your approval before
        its users can launch.
      </p>
      <ResourceList resource={platforms} empty={ADMIN_TEXTS.noPlatforms}>
        {(rows) => (
          <LtiPlatformsTable
            platforms={rows}
            onAction={(action, platform) => acting.ask({ action, platform })}
          />
        )}
      </ResourceList>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? CONFIRM[asking.action].title : ''}
        message={
          asking ? `${asking.platform.name || asking.platform.issuer}: ${CONFIRM[asking.action].message}` : ''
        }
        busy={acting.busy}
        onConfirm={acting.confirm}
        onCancel={acting.cancel}
      />
      <ErrorDialog message={acting.failure} onClose={acting.clearFailure} />
    </PageFrame>
  );
}
