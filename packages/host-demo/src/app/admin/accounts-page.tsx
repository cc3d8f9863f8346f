import { type AdminUser, downloadUserData, eraseUser, getAdminUsers } from '@modkit/sdk';
import { ADMIN_TEXTS } from '@modkit/sdk/admin';
import { useClient, useResource } from '@modkit/sdk/react';
import { ConfirmDialog, ErrorDialog, errorMessage, Pager } from '@modkit/widgets/ui';
import { useState } from 'react';
import { saveFile } from '../account/download-file';
import { notify } from '../ui/notices';
import { PageFrame } from '../ui/page-frame';
import { ResourceList } from '../ui/resource-list';
import { useConfirmedAction } from '../ui/use-confirmed-action';
import { AccountsTable } from './accounts-table';
import './admin.css';

const PAGE_SIZE = 50;

/**
 * `/admin/users` (administrators, issue 27): every account, searched by name or e-mail. Download data saves
 * the account's export (a zip); Erase deletes the account and its data after a confirmation. The api checks
 * every call again (403 otherwise).
 */
export default function AccountsPage() {
  const client = useClient();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const accounts = useResource(
    () => getAdminUsers(client, { page, limit: PAGE_SIZE, ...(keyword ? { keyword } : {}) }),
    [client, page, keyword],
  );
  const [failure, setFailure] = useState<string | null>(null);
  const erasing = useConfirmedAction(async (account: AdminUser) => {
    await eraseUser(client, account.id);
    notify(ADMIN_TEXTS.accountErased);
  }, accounts.reload);
  const download = async (account: AdminUser) => {
    try {
      saveFile(await downloadUserData(client, account.id), `modkit-data-user-${account.id}.zip`);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const data = accounts.data;
  return (
    <PageFrame title="Accounts" crumbs={[{ label: 'Admin' }, { label: 'Accounts' }]}>
      <p className="page-lead">{ADMIN_TEXTS.accountsLead}</p>
      <div className="people-search">
        <label>
          {ADMIN_TEXTS.accountSearch}{' '}
          <input
            type="search"
            value={keyword}
            onChange={(e) => {
              setKeyword(e.currentTarget.value);
              setPage(1);
            }}
          />
        </label>
      </div>
      <ResourceList resource={accounts} empty={ADMIN_TEXTS.noAccounts}>
        {(rows) => <AccountsTable accounts={rows} onDownload={download} onErase={erasing.ask} />}
      </ResourceList>
      {data ? <Pager page={page} total={data.total} pageSize={PAGE_SIZE} onPage={setPage} /> : null}
      <ConfirmDialog
        open={erasing.asking !== null}
        title={`Erase ${erasing.asking?.full_name ?? ''}`}
        message={ADMIN_TEXTS.eraseConfirm}
        busy={erasing.busy}
        onConfirm={erasing.confirm}
        onCancel={erasing.cancel}
      />
      <ErrorDialog
        message={erasing.failure ?? failure}
        onClose={() => {
          erasing.clearFailure();
          setFailure(null);
        }}
      />
    </PageFrame>
  );
}
