import { getLearners, type Learner, removeLearner, removeLearners } from '@modkit/sdk';
import {
  EMPTY_STATES,
  ERROR_TITLES,
  FAILURE_MESSAGES,
  learnerDetailsPath,
  REMOVE_CONFIRM_BUTTONS,
  removeConfirmText,
  SUCCESS_MESSAGES,
} from '@modkit/sdk/rules';
import { useEffect, useState } from 'react';
import { errorMessage } from '../runtime/error-message';
import { isMentorRole, loadProfile } from '../runtime/profile';
import { useResource } from '../runtime/use-resource';
import { navigate, useWidgetEnv } from '../runtime/widget-env';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { ErrorDialog } from '../ui/error-dialog';
import { Pager } from '../ui/pager';
import { EmptyState, ErrorState, LoadingState, SignInState } from '../ui/states';
import { Tooltip } from '../ui/tooltip';
import { AssignDialog } from './assign-dialog';
import { InviteDialog } from './invite-dialog';
import { LearnerColumn } from './learner-column';

export const LEARNERS_PAGE_SIZE = 10;
const SEARCH_DELAY_MS = 400;

/**
 * My Learners (part 2): search, two columns with a select-all each, paging, remove one or many after the
 * confirm, the invite dialog (disabled with 'No invites available' when none are left) and the
 * assign-modules dialog.
 */
export function LearnerTable() {
  const env = useWidgetEnv();
  const client = env.client;
  const [search, setSearch] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirm, setConfirm] = useState<{ ids: number[]; text: string } | null>(null);
  const [dialog, setDialog] = useState<'invite' | 'assign' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [fresh, setFresh] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => {
      setKeyword(search.trim());
      setPage(1);
      setSelected(new Set());
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const data = useResource(async () => {
    if (!client) return null;
    const [profile, learners] = await Promise.all([
      loadProfile(client, fresh > 0),
      getLearners(client, { page, limit: LEARNERS_PAGE_SIZE, ...(keyword ? { keyword } : {}) }),
    ]);
    return { profile, learners };
  }, [client, page, keyword, fresh]);

  useEffect(() => {
    if (data.status === 'ready') env.emit('modkit:ready', { learners: data.data?.learners.total ?? 0 });
  }, [data.status, data.data, env]);

  if (!client) return <SignInState />;
  if (data.status === 'error' && !data.data) return <ErrorState error={data.error} onRetry={data.reload} />;
  if (!data.data) return <LoadingState label="Loading learners" />;
  const { profile, learners } = data.data;
  if (!isMentorRole(profile)) return <EmptyState text={FAILURE_MESSAGES.forbiddenPage} />;

  const rows = learners.results;
  const half = Math.ceil(rows.length / 2);
  const invites = profile.meta?.max_invites ?? -1;
  const selectedIds = [...selected];
  const reload = () => setFresh((n) => n + 1);
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };
  const toggleAll = (ids: number[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setSelected(next);
  };
  const remove = async () => {
    const target = confirm;
    setConfirm(null);
    if (!target) return;
    try {
      if (target.ids.length === 1) await removeLearner(client, target.ids[0]!);
      else await removeLearners(client, target.ids);
      setNotice(target.ids.length === 1 ? SUCCESS_MESSAGES.learnerRemoved : SUCCESS_MESSAGES.learnersRemoved);
      setSelected(new Set([...selected].filter((id) => !target.ids.includes(id))));
      reload();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const open = (learner: Learner) =>
    navigate(env, { kind: 'learner', id: learner.id, path: learnerDetailsPath(learner.id, null) });
  const columnProps = {
    selected,
    api: client.baseURL,
    onToggle: toggle,
    onToggleAll: toggleAll,
    onOpen: open,
    onRemove: (learner: Learner) => setConfirm({ ids: [learner.id], text: removeConfirmText('learner') }),
  };
  const inviteButton = (
    <button
      type="button"
      className="mk-btn"
      aria-disabled={invites === 0}
      onClick={() => invites !== 0 && setDialog('invite')}
    >
      Invite New Learners
    </button>
  );

  return (
    <div className="mk-learner-table">
      <header className="mk-table-head">
        <div>
          <h2>My Learners</h2>
          <p className="mk-muted">Invite learners, assign them modules and follow their progress.</p>
        </div>
        <div className="mk-row">
          {invites === 0 ? <Tooltip text={FAILURE_MESSAGES.noInvites}>{inviteButton}</Tooltip> : inviteButton}
          <button
            type="button"
            className="mk-btn mk-btn--ghost"
            disabled={selected.size === 0}
            onClick={() =>
              setConfirm({
                ids: selectedIds,
                text: removeConfirmText(selectedIds.length === 1 ? 'learner' : 'learners'),
              })
            }
          >
            Remove
          </button>
          <button
            type="button"
            className="mk-btn mk-btn--ghost"
            disabled={selected.size === 0}
            onClick={() => setDialog('assign')}
          >
            Assign
          </button>
        </div>
      </header>
      <div className="mk-search">
        <label className="mk-visually-hidden" htmlFor="mk-learner-search">
          Search by student name
        </label>
        <input
          id="mk-learner-search"
          className="mk-input"
          type="search"
          placeholder="Search by student name"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      </div>
      {notice ? (
        <p className="mk-alert mk-alert--success" role="status">
          {notice}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState text={keyword ? EMPTY_STATES.noLearners : EMPTY_STATES.noLearnersAdded} />
      ) : (
        <div className="mk-columns" aria-busy={data.status === 'loading'}>
          <LearnerColumn label="first column" learners={rows.slice(0, half)} {...columnProps} />
          <LearnerColumn label="second column" learners={rows.slice(half)} {...columnProps} />
        </div>
      )}
      <Pager
        page={page}
        total={learners.total}
        pageSize={LEARNERS_PAGE_SIZE}
        onPage={(next) => {
          setSelected(new Set());
          setPage(next);
        }}
      />
      <ConfirmDialog
        open={confirm !== null}
        title="Remove"
        message={confirm?.text ?? ''}
        confirmText={REMOVE_CONFIRM_BUTTONS.yes}
        cancelText={REMOVE_CONFIRM_BUTTONS.no}
        onConfirm={remove}
        onCancel={() => setConfirm(null)}
      />
      <InviteDialog open={dialog === 'invite'} onClose={() => setDialog(null)} onSent={reload} />
      <AssignDialog
        client={env.client}
        open={dialog === 'assign'}
        learnerIds={selectedIds}
        onClose={() => setDialog(null)}
        onAssigned={(message) => {
          setDialog(null);
          setSelected(new Set());
          setNotice(message);
          reload();
        }}
      />
      <ErrorDialog message={failure} title={ERROR_TITLES.upper} onClose={() => setFailure(null)} />
    </div>
  );
}

export const LEARNER_TABLE_CSS = `
.mk-learner-table{padding:1em;display:flex;flex-direction:column;gap:1em}
.mk-table-head{display:flex;justify-content:space-between;gap:1em;flex-wrap:wrap;align-items:flex-start}
.mk-columns{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:1em}
@media (max-width:767px){.mk-columns{grid-template-columns:1fr}}
.mk-column{border:1px solid var(--mk-border);border-radius:var(--mk-radius);padding:.75em}
.mk-select-all{font-weight:600;padding-bottom:.5em;border-bottom:1px solid var(--mk-border);min-height:2em}
.mk-learners{list-style:none;margin:0;padding:0}
.mk-learner{display:flex;align-items:center;gap:.75em;padding:.5em 0;border-bottom:1px solid var(--mk-border)}
.mk-learner:last-child{border-bottom:none}
.mk-learner input[type=checkbox],.mk-select-all input{width:1.15em;height:1.15em}
.mk-avatar{width:2.5em;height:2.5em;border-radius:50%;object-fit:cover;flex:none}
.mk-avatar--default{display:grid;place-items:center;background:var(--mk-subtle);font-weight:700}
.mk-learner__text{display:flex;flex-direction:column;flex:1;min-width:0;align-items:flex-start}
.mk-grow{flex:1}
.mk-phone{display:flex;gap:.75em;flex-wrap:wrap}
.mk-pick-list{list-style:none;margin:.5em 0 0;padding:0;max-height:18em;overflow:auto}
.mk-pick-list label{min-height:2.25em}
.mk-feedback{color:var(--mk-success)}
`;
