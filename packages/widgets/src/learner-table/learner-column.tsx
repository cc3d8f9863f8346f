import type { Learner } from '@modkit/sdk';
import { MISSING_TEXT, modulesLeft } from '@modkit/sdk/rules';
import { useEffect, useRef } from 'react';
import { assetUrl } from '../runtime/asset-url';
import { useT } from '../runtime/i18n';
import { Icon, Trash2 } from '../ui/icon';

interface ColumnProps {
  label: string;
  learners: Learner[];
  selected: Set<number>;
  api: string;
  onToggle: (id: number) => void;
  onToggleAll: (ids: number[], on: boolean) => void;
  onOpen: (learner: Learner) => void;
  onRemove: (learner: Learner) => void;
}

/** 'Unlimited modules', or '2/3 modules left' (`modulesLeftLabel` in the rules). */
function ModulesLeft({ remaining }: { remaining: number | null | undefined }) {
  const { t, number } = useT();
  const left = modulesLeft(remaining);
  if (!left) return <>{t('learners.unlimited')}</>;
  return <>{t('learners.modulesLeft', { count: number(left.count), max: number(left.max) })}</>;
}

/** One of the two columns of My Learners (part 2): select-all, then each learner's row. */
export function LearnerColumn({
  label,
  learners,
  selected,
  api,
  onToggle,
  onToggleAll,
  onOpen,
  onRemove,
}: ColumnProps) {
  const { t } = useT();
  const ids = learners.map((l) => l.id);
  const count = ids.filter((id) => selected.has(id)).length;
  const all = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (all.current) all.current.indeterminate = count > 0 && count < ids.length;
  }, [count, ids.length]);
  if (learners.length === 0) return null;
  return (
    <div className="mk-column" part="learner-column">
      <label className="mk-row mk-select-all">
        <input
          ref={all}
          type="checkbox"
          checked={count === ids.length}
          onChange={(e) => onToggleAll(ids, e.currentTarget.checked)}
        />
        {t('learners.selectAll')} <span className="mk-visually-hidden">{label}</span>
      </label>
      <ul className="mk-learners">
        {learners.map((learner) => {
          const name = learner.full_name?.trim() || MISSING_TEXT;
          const avatar = assetUrl(api, learner.media?.path);
          const active =
            learner.userpackages?.status === 'ACTIVE' || learner.userpackages?.status === 'Active';
          return (
            <li key={learner.id} className="mk-learner" part="learner">
              <input
                type="checkbox"
                aria-label={t('learners.select', { name })}
                checked={selected.has(learner.id)}
                onChange={() => onToggle(learner.id)}
              />
              {avatar ? (
                <img className="mk-avatar" src={avatar} alt="" />
              ) : (
                <span className="mk-avatar mk-avatar--default" aria-hidden="true">
                  {name === MISSING_TEXT ? '?' : name.slice(0, 1).toUpperCase()}
                </span>
              )}
              <div className="mk-learner__text">
                {name === MISSING_TEXT ? (
                  <span>{MISSING_TEXT}</span>
                ) : (
                  <button type="button" className="mk-link-btn" onClick={() => onOpen(learner)} dir="auto">
                    {name}
                  </button>
                )}
                {active ? (
                  <span className="mk-muted">
                    <ModulesLeft remaining={learner.userpackages?.remaining_modules} />
                  </span>
                ) : null}
              </div>
              <button
                type="button"
                className="mk-icon-btn mk-learner__remove"
                aria-label={t('learners.remove', { name })}
                onClick={() => onRemove(learner)}
              >
                <Icon icon={Trash2} />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
