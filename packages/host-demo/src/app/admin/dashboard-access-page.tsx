import { getDashboardAccess, type SuperMentorAccess, setDashboardAccess } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { DASHBOARD_WIDGETS, type DashboardWidget } from '@modkit/sdk/rules';
import { ErrorDialog, errorMessage, Pager } from '@modkit/widgets/ui';
import { useState } from 'react';
import { ColumnHeads } from '../ui/column-heads';
import { notify } from '../ui/notices';
import { PageFrame } from '../ui/page-frame';
import { ResourceList } from '../ui/resource-list';
import './admin.css';
import { inAdminLanguage, useAdminTranslator } from './admin-language';

const PAGE_SIZE = 50;

/**
 * `/admin/dashboard-access` (administrators): super mentors × dashboard widgets, each a Shown toggle (SHOW or
 * HIDE). A change is saved at once; the super mentor's dashboard shows it on its next load.
 */
function DashboardAccessPage() {
  const client = useClient();
  const { t } = useAdminTranslator();
  const label = (widget: DashboardWidget) => t(`admin.widget.${widget}`);
  const columns = [t('admin.access.superMentor'), ...DASHBOARD_WIDGETS.map(label)];
  const [page, setPage] = useState(1);
  const list = useResource(() => getDashboardAccess(client, { page, limit: PAGE_SIZE }), [client, page]);
  const [saved, setSaved] = useState<Record<number, SuperMentorAccess>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const toggle = async (person: SuperMentorAccess, widget: DashboardWidget, shown: boolean) => {
    setBusy(`${person.id} ${widget}`);
    // The toggle moves at once; a failure puts it back and says why.
    const access = shown ? 'SHOW' : 'HIDE';
    setSaved((s) => ({ ...s, [person.id]: { ...person, access: { ...person.access, [widget]: access } } }));
    try {
      const next = await setDashboardAccess(client, person.id, { [widget]: access });
      setSaved((s) => ({ ...s, [person.id]: next }));
      notify(t('admin.access.saved'));
    } catch (error) {
      setSaved((s) => ({ ...s, [person.id]: person }));
      setFailure(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  const data = list.data;
  return (
    <PageFrame
      title={t('admin.access.title')}
      crumbs={[{ label: t('admin.crumb') }, { label: t('admin.access.title') }]}
    >
      <p className="page-lead">{t('admin.access.lead')}</p>
      <ResourceList resource={list} empty={t('admin.access.none')}>
        {(rows) => (
          <div className="admin-scroll">
            <table className="admin-table admin-table--access">
              <caption className="visually-hidden">{t('admin.access.caption')}</caption>
              <ColumnHeads columns={columns} />
              <tbody>
                {rows.map((fetched) => {
                  const person = saved[fetched.id] ?? fetched;
                  return (
                    <tr key={person.id}>
                      <th scope="row" data-label={columns[0]}>
                        {person.full_name || person.email}
                        <span className="admin-table__sub">{person.email}</span>
                      </th>
                      {DASHBOARD_WIDGETS.map((widget) => (
                        <td key={widget} data-label={label(widget)}>
                          <input
                            type="checkbox"
                            aria-label={t('admin.access.shownTo', {
                              widget: label(widget),
                              name: person.full_name || person.email,
                            })}
                            checked={person.access[widget] !== 'HIDE'}
                            disabled={busy === `${person.id} ${widget}`}
                            onChange={(e) => toggle(person, widget, e.currentTarget.checked)}
                          />
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </ResourceList>
      {data ? <Pager page={page} total={data.total} pageSize={PAGE_SIZE} onPage={setPage} /> : null}
      <ErrorDialog message={failure} onClose={() => setFailure(null)} />
    </PageFrame>
  );
}

/** The page in the app's language, with the console's catalogue (loaded with the page's chunk). */
export default inAdminLanguage(DashboardAccessPage);
