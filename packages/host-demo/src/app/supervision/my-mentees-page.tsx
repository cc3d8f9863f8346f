import { getMentees, type Mentee, removeMentee } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import {
  EMPTY_STATES,
  ERROR_TITLES,
  LIMITS,
  MISSING_TEXT,
  menteeDetailsPath,
  REMOVE_CONFIRM_BUTTONS,
  removeConfirmText,
  SUCCESS_MESSAGES,
} from '@modkit/sdk/rules';
import { ConfirmDialog, ErrorDialog, Icon, Pager, X } from '@modkit/widgets/ui';
import { useState } from 'react';
import { Link } from '../router/link';
import { notify } from '../ui/notices';
import { PageFrame } from '../ui/page-frame';
import { ResourceList } from '../ui/resource-list';
import { PeopleSearch } from './people-search';
import './supervision.css';
import { useAppTranslator } from '../i18n/use-app-translator';
import { useConfirmedAction } from '../ui/use-confirmed-action';

/**
 * `/super-mentor/my-child-mentors` "My Mentees" (part 2): 'Search by mentee name', the mentees in two columns,
 * 10 a page, each a link to their details with a remove icon behind the 'Remove this mentee' confirmation
 * ('Mentee removed successfully.', or the server message in the 'ERROR' modal); the empty text.
 */
export default function MyMenteesPage() {
  const client = useClient();
  const { t, wire } = useAppTranslator();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const mentees = useResource(
    () => getMentees(client, { page, limit: LIMITS.learnersPageSize, ...(keyword ? { keyword } : {}) }),
    [client, page, keyword],
  );
  const removing = useConfirmedAction(
    (mentee: Mentee) => removeMentee(client, mentee.id),
    () => {
      notify(wire(SUCCESS_MESSAGES.menteeRemoved));
      mentees.reload();
    },
  );
  const data = mentees.data;
  return (
    <PageFrame title={t('nav.myMentees')} crumbs={[{ label: t('nav.myMentees') }]}>
      <p className="page-lead">{t('sup.menteesLead')}</p>
      <PeopleSearch
        label={t('sup.searchMentee')}
        onSearch={(next) => {
          setKeyword(next);
          setPage(1);
        }}
      />
      <ResourceList resource={mentees} empty={wire(EMPTY_STATES.noMenteesAdded)}>
        {(rows) => (
          <ul className="people-columns">
            {rows.map((mentee) => (
              <li key={mentee.id} className="person-row">
                <Link href={menteeDetailsPath(mentee.id)}>{mentee.full_name?.trim() || MISSING_TEXT}</Link>
                <span className="person-row__meta">{mentee.email ?? ''}</span>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('sup.removeName', { name: mentee.full_name ?? t('sup.thisMentee') })}
                  onClick={() => removing.ask(mentee)}
                >
                  <Icon icon={X} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </ResourceList>
      {data ? (
        <Pager page={page} total={data.total} pageSize={LIMITS.learnersPageSize} onPage={setPage} />
      ) : null}
      <ConfirmDialog
        {...removing.dialog}
        title={t('sup.removeTitle')}
        message={wire(removeConfirmText('mentee'))}
        confirmText={wire(REMOVE_CONFIRM_BUTTONS.yes)}
        cancelText={wire(REMOVE_CONFIRM_BUTTONS.no)}
      />
      <ErrorDialog
        title={wire(ERROR_TITLES.upper)}
        message={removing.failure === null ? null : wire(removing.failure)}
        onClose={removing.clearFailure}
      />
    </PageFrame>
  );
}
