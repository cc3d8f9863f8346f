/** The parts of My Learners: its head with the actions, the search box, the two columns and the dialogs. */
import type { Learner } from '@modkit/sdk';
import type { ComponentProps } from 'react';
import { useT } from '../runtime/i18n';
import { useWidgetEnv } from '../runtime/widget-env';
import { AssignDialog } from '../ui/assign-modules/assign-dialog';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useFocusOnMount } from '../ui/focus-on-mount';
import { EmptyState } from '../ui/states';
import { Tooltip } from '../ui/tooltip';
import { InviteDialog } from './invite-dialog';
import { LearnerColumn } from './learner-column';

/** The title, and Invite New Learners (with its tooltip when no invites are left), Remove and Assign. */
export function LearnerTableHead({
  invites,
  hasSelection,
  onInvite,
  onRemove,
  onAssign,
}: {
  invites: number;
  hasSelection: boolean;
  onInvite: () => void;
  onRemove: () => void;
  onAssign: () => void;
}) {
  const { t } = useT();
  const inviteButton = (
    <button
      type="button"
      className="mk-btn"
      aria-disabled={invites === 0}
      onClick={() => invites !== 0 && onInvite()}
    >
      {t('learners.invite')}
    </button>
  );
  return (
    <header className="mk-table-head">
      <div>
        <h2>{t('learners.title')}</h2>
        <p className="mk-muted">{t('learners.intro')}</p>
      </div>
      <div className="mk-row">
        {invites === 0 ? <Tooltip text={t('failure.noInvites')}>{inviteButton}</Tooltip> : inviteButton}
        <button type="button" className="mk-btn mk-btn--ghost" disabled={!hasSelection} onClick={onRemove}>
          {t('common.remove')}
        </button>
        <button type="button" className="mk-btn mk-btn--ghost" disabled={!hasSelection} onClick={onAssign}>
          {t('learners.assign')}
        </button>
      </div>
    </header>
  );
}

export function LearnerSearch({ search, onSearch }: { search: string; onSearch: (value: string) => void }) {
  const { t } = useT();
  return (
    <div className="mk-search">
      <label className="mk-visually-hidden" htmlFor="mk-learner-search">
        {t('learners.search')}
      </label>
      <input
        id="mk-learner-search"
        className="mk-input"
        type="search"
        placeholder={t('learners.search')}
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
      />
    </div>
  );
}

/** The learners in two columns (the first half, then the rest), or the empty text. */
export function LearnerColumns({
  rows,
  keyword,
  busy,
  columnProps,
}: {
  rows: Learner[];
  keyword: string;
  busy: boolean;
  columnProps: Omit<ComponentProps<typeof LearnerColumn>, 'label' | 'learners'>;
}) {
  const { t } = useT();
  if (rows.length === 0)
    return <EmptyState text={t(keyword ? 'empty.noLearners' : 'empty.noLearnersAdded')} />;
  const half = Math.ceil(rows.length / 2);
  return (
    <div className="mk-columns" aria-busy={busy || undefined}>
      <LearnerColumn label={t('learners.firstColumn')} learners={rows.slice(0, half)} {...columnProps} />
      <LearnerColumn label={t('learners.secondColumn')} learners={rows.slice(half)} {...columnProps} />
    </div>
  );
}

/** The Remove confirm, and the invite and assign-modules dialogs (one open at a time). */
export function LearnerDialogs({
  confirm,
  onConfirm,
  onCancelConfirm,
  dialog,
  learnerIds,
  onClose,
  onSent,
  onAssigned,
}: {
  confirm: { text: string } | null;
  onConfirm: () => void;
  onCancelConfirm: () => void;
  dialog: 'invite' | 'assign' | null;
  learnerIds: number[];
  onClose: () => void;
  onSent: () => void;
  onAssigned: (message: string) => void;
}) {
  const env = useWidgetEnv();
  const { t, wire } = useT();
  return (
    <>
      <ConfirmDialog
        open={confirm !== null}
        title={t('common.remove')}
        message={wire(confirm?.text ?? '')}
        confirmText={t('learners.removeYes')}
        cancelText={t('learners.removeNo')}
        onConfirm={onConfirm}
        onCancel={onCancelConfirm}
      />
      <InviteDialog open={dialog === 'invite'} onClose={onClose} onSent={onSent} />
      <AssignDialog
        client={env.client}
        open={dialog === 'assign'}
        learnerIds={learnerIds}
        onClose={onClose}
        onAssigned={onAssigned}
      />
    </>
  );
}

export function SuccessNotice({ text }: { text: string }) {
  const { wire } = useT();
  // What was pressed is gone (a removed learner's button) or disabled (Assign, the selection cleared): the
  // focus moves to the message.
  const ref = useFocusOnMount<HTMLParagraphElement>();
  return (
    <p ref={ref} className="mk-alert mk-alert--success" role="status" tabIndex={-1}>
      {wire(text)}
    </p>
  );
}
