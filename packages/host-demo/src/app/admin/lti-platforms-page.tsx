import {
  approveLtiPlatform,
  getLtiPlatforms,
  type LtiPlatform,
  refuseLtiPlatform,
  revokeLtiPlatform,
} from '@modkit/sdk';
import type { PlatformAction } from '@modkit/sdk/admin';
import { useClient, useResource } from '@modkit/sdk/react';
import { ConfirmDialog, ErrorDialog } from '@modkit/widgets/ui';
import { notify } from '../ui/notices';
import { PageFrame } from '../ui/page-frame';
import { ResourceList } from '../ui/resource-list';
import { useConfirmedAction } from '../ui/use-confirmed-action';
import './admin.css';
import { type AdminId, inAdminLanguage, useAdminTranslator } from './admin-language';
import { LtiPlatformsTable } from './lti-platforms-table';

const CALLS = { approve: approveLtiPlatform, refuse: refuseLtiPlatform, revoke: revokeLtiPlatform };
const DONE: Record<PlatformAction, AdminId> = {
  approve: 'admin.lti.approved',
  refuse: 'admin.lti.refused',
  revoke: 'admin.lti.revoked',
};
const CONFIRM: Record<PlatformAction, { title: AdminId; message: AdminId }> = {
  approve: { title: 'admin.lti.approveTitle', message: 'admin.lti.approveConfirm' },
  refuse: { title: 'admin.lti.refuseTitle', message: 'admin.lti.refuseConfirm' },
  revoke: { title: 'admin.lti.revokeTitle', message: 'admin.lti.revokeConfirm' },
};

/**
 * `/admin/lti-platforms` (administrators): the LMS platforms of the LTI tool. A platform that registered
 * itself waits (when approval is required) until approved or refused; an approved one can be revoked. Each
 * action asks first; the tool checks the administrator again on every call.
 */
function LtiPlatformsPage() {
  const client = useClient();
  const { t } = useAdminTranslator();
  const platforms = useResource(() => getLtiPlatforms(client), [client]);
  const acting = useConfirmedAction(
    async ({ action, platform }: { action: PlatformAction; platform: LtiPlatform }) => {
      await CALLS[action](client, { issuer: platform.issuer, client_id: platform.client_id });
      notify(t(DONE[action]));
    },
    platforms.reload,
  );
  const asking = acting.asking;
  return (
    <PageFrame
      title={t('admin.lti.title')}
      crumbs={[{ label: t('admin.crumb') }, { label: t('admin.lti.title') }]}
    >
      <p className="page-lead">{t('admin.lti.lead')}</p>
      <ResourceList resource={platforms} empty={t('admin.lti.none')}>
        {(rows) => (
          <LtiPlatformsTable
            platforms={rows}
            onAction={(action, platform) => acting.ask({ action, platform })}
          />
        )}
      </ResourceList>
      <ConfirmDialog
        {...acting.dialog}
        title={asking ? t(CONFIRM[asking.action].title) : ''}
        message={
          asking
            ? t('admin.lti.confirmFor', {
                platform: asking.platform.name || asking.platform.issuer,
                message: t(CONFIRM[asking.action].message),
              })
            : ''
        }
      />
      <ErrorDialog message={acting.failure} onClose={acting.clearFailure} />
    </PageFrame>
  );
}

/** The page in the app's language, with the console's catalogue (loaded with the page's chunk). */
export default inAdminLanguage(LtiPlatformsPage);
