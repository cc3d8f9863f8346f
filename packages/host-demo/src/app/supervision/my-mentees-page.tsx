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
import {
  ConfirmDialog,
  EmptyState,
  ErrorDialog,
  ErrorState,
  errorMessage,
  LoadingState,
  Pager,
} from '@modkit/widgets/ui';
import { useState } from 'react';
import { Link } from '../router/link';
import { notify } from '../ui/notices';
import { PageFrame } from '../ui/page-frame';
import { PeopleSearch } from './people-search';
import './supervision.css';

/**
 * `/super-mentor/my-child-mentors` "My Mentees" (part 2): 'Search by mentee name', the mentees in two columns,
 * 10 a page, each a link to their details with a remove icon behind the 'Remove this mentee' confirmation
 * ('Mentee removed successfully.', or the server message in the 'ERROR' modal); the empty text.
 */
export default function MyMenteesPage() {
  const client = useClient();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<Mentee | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const mentees = useResource(
    () => getMentees(client, { page, limit: LIMITS.learnersPageSize, ...(keyword ? { keyword } : {}) }),
    [client, page, keyword],
  );
  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await removeMentee(client, removing.id);
      notify(SUCCESS_MESSAGES.menteeRemoved);
      mentees.reload();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };
  const data = mentees.data;
  return (
    <PageFrame title="My Mentees" crumbs={[{ label: 'My Mentees' }]}>
      <p className="page-lead">The mentors and super mentors you oversee.</p>
      <PeopleSearch
        label="Search by mentee name"
        onSearch={(next) => {
          setKeyword(next);
          setPage(1);
        }}
      />
      {mentees.status === 'loading' && !data ? <LoadingState /> : null}
      {mentees.status === 'error' ? <ErrorState error={mentees.error} onRetry={mentees.reload} /> : null}
      {data && !data.results.length ? <EmptyState text={EMPTY_STATES.noMenteesAdded} /> : null}
      {data?.results.length ? (
        <ul className="people-columns">
          {data.results.map((mentee) => (
            <li key={mentee.id} className="person-row">
              <Link href={menteeDetailsPath(mentee.id)}>{mentee.full_name?.trim() || MISSING_TEXT}</Link>
              <span className="person-row__meta">{mentee.email ?? ''}</span>
              <button
                type="button"
                className="icon-button"
                aria-label={`Remove ${mentee.full_name ?? 'this mentee'}`}
                onClick={() => setRemoving(mentee)}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {data ? (
        <Pager page={page} total={data.total} pageSize={LIMITS.learnersPageSize} onPage={setPage} />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this mentee"
        message={removeConfirmText('mentee')}
        confirmText={REMOVE_CONFIRM_BUTTONS.yes}
        cancelText={REMOVE_CONFIRM_BUTTONS.no}
        busy={busy}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
      <ErrorDialog title={ERROR_TITLES.upper} message={failure} onClose={() => setFailure(null)} />
    </PageFrame>
  );
}
