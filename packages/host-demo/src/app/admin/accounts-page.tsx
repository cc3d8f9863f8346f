import { type AdminUser, downloadUserData, eraseUser, getAdminUsers } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { ConfirmDialog, ErrorDialog, errorMessage, Pager } from '@modkit/widgets/ui';
import { useState } from 'react';
import { saveFile } from '../account/download-file';
import { notify } from '../ui/notices';
import { PageFrame } from '../ui/page-frame';
import { ResourceList } from '../ui/resource-list';
import { useConfirmedAction } from '../ui/use-confirmed-action';
import { AccountsTable } from './accounts-table';
import { inAdminLanguage, useAdminTranslator } from './admin-language';
import './admin.css';

const PAGE_SIZE = 50;

/**
 * `/admin/users` (administrators, issue 27): every account, searched by name or e-mail. Download data saves
 * the account's export (a zip); Erase deletes the account and its data after a confirmation. The api checks
 * every call again (403 otherwise).
 */
function AccountsPage() {
  const client = useClient();
  const { t } = useAdminTranslator();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const accounts = useResource(
    () => getAdminUsers(client, { page, limit: PAGE_SIZE, ...(keyword ? { keyword } : {}) }),
    [client, page, keyword],
  );
  const [failure, setFailure] = useState<string | null>(null);
  const erasing = useConfirmedAction(async (account: AdminUser) => {
    await eraseUser(client, account.id);
    notify(t('admin.accounts.erased'));
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
    <PageFrame
      title={t('admin.accounts.title')}
      crumbs={[{ label: t('admin.crumb') }, { label: t('admin.accounts.title') }]}
    >
      <p className="page-lead">{t('admin.accounts.lead')}</p>
      <div className="people-search">
        <label>
          {t('admin.accounts.search')}{' '}
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
      <ResourceList resource={accounts} empty={t('admin.accounts.none')}>
        {(rows) => <AccountsTable accounts={rows} onDownload={download} onErase={erasing.ask} />}
      </ResourceList>
      {data ? <Pager page={page} total={data.total} pageSize={PAGE_SIZE} onPage={setPage} /> : null}
      <ConfirmDialog
        {...erasing.dialog}
        title={t('admin.accounts.eraseTitle', { name: erasing.asking?.full_name ?? '' })}
        message={t('admin.accounts.eraseConfirm')}
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

/** The page in the app's language, with the console's catalogue (loaded with the page's chunk). */
export default inAdminLanguage(AccountsPage);
