import type { Learner } from '@modkit/sdk';
import { learnerDetailsPath } from '@modkit/sdk/rules';
import { useState } from 'react';
import { useT } from '../runtime/i18n';
import { isMentorRole } from '../runtime/profile';
import { navigate, useWidgetEnv } from '../runtime/widget-env';
import { ErrorDialog } from '../ui/error-dialog';
import { Pager } from '../ui/pager';
import { EmptyState, ErrorState, LoadingState, SignInState } from '../ui/states';
import {
  LearnerColumns,
  LearnerDialogs,
  LearnerSearch,
  LearnerTableHead,
  SuccessNotice,
} from './learner-table-parts';
import {
  LEARNERS_PAGE_SIZE,
  useLearnerRemoval,
  useLearnerSearch,
  useLearnerSelection,
  useLearnersPage,
} from './use-learner-table';

/**
 * My Learners (part 2): search, two columns with a select-all each, paging, remove one or many after the
 * confirm, the invite dialog (disabled with 'No invites available' when none are left) and the
 * assign-modules dialog.
 */
export function LearnerTable() {
  const env = useWidgetEnv();
  const { client } = env;
  const { t } = useT();
  const { selected, setSelected, toggle, toggleAll } = useLearnerSelection();
  const { search, setSearch, keyword, page, setPage } = useLearnerSearch(() => setSelected(new Set()));
  const [dialog, setDialog] = useState<'invite' | 'assign' | null>(null);
  const [notice, setNotice] = useState<{ text: string; at: number } | null>(null);
  const { data, refresh } = useLearnersPage(client, page, keyword);
  /** After a change: its success text (a new one each time: it takes the focus), and the learners read again. */
  const changed = (message: string) => {
    setNotice({ text: message, at: Date.now() });
    refresh();
  };
  const removal = useLearnerRemoval(client, selected, setSelected, changed);
  const { confirm, askOne, askSelected, remove, cancel, failure, clearFailure } = removal;

  if (!client) return <SignInState />;
  if (data.status === 'error' && !data.data) return <ErrorState error={data.error} onRetry={data.reload} />;
  if (!data.data) return <LoadingState label={t('learners.loading')} />;
  const { profile, learners } = data.data;
  if (!isMentorRole(profile)) return <EmptyState text={t('failure.forbiddenPage')} />;

  const columnProps = {
    selected,
    api: client.baseURL,
    onToggle: toggle,
    onToggleAll: toggleAll,
    onOpen: (learner: Learner) =>
      navigate(env, { kind: 'learner', id: learner.id, path: learnerDetailsPath(learner.id, null) }),
    onRemove: askOne,
  };

  return (
    <div className="mk-learner-table">
      <LearnerTableHead
        invites={profile.meta?.max_invites ?? -1}
        hasSelection={selected.size > 0}
        onInvite={() => setDialog('invite')}
        onRemove={askSelected}
        onAssign={() => setDialog('assign')}
      />
      <LearnerSearch search={search} onSearch={setSearch} />
      {notice ? <SuccessNotice key={notice.at} text={notice.text} /> : null}
      <LearnerColumns
        rows={learners.results}
        keyword={keyword}
        busy={data.status === 'loading'}
        columnProps={columnProps}
      />
      <Pager
        page={page}
        total={learners.total}
        pageSize={LEARNERS_PAGE_SIZE}
        onPage={(next) => {
          setSelected(new Set());
          setPage(next);
        }}
      />
      <LearnerDialogs
        confirm={confirm}
        onConfirm={remove}
        onCancelConfirm={cancel}
        dialog={dialog}
        learnerIds={[...selected]}
        onClose={() => setDialog(null)}
        onSent={refresh}
        onAssigned={(message) => {
          setDialog(null);
          setSelected(new Set());
          changed(message);
        }}
      />
      <ErrorDialog message={failure} title={t('error.titleUpper')} onClose={clearFailure} />
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
