import type { TabsCompleted } from '@modkit/sdk/rules';
import { useState } from 'react';
import { useT } from '../runtime/i18n';
import { Check, Icon, X } from '../ui/icon';

/**
 * The dismissible progress strip (part 1 §2.21): one mark per tab, a check mark once it is complete. On a
 * phone each mark is a round icon (its name stays its accessible name), so the strip is one line high.
 */
export function ProgressStrip({
  tabs,
  names,
  onSelect,
}: {
  tabs: TabsCompleted;
  names: string[];
  onSelect: (i: number) => void;
}) {
  const { t, number } = useT();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  const done = tabs.filter(Boolean).length;
  return (
    <nav className="mk-strip" aria-label={t('module.progress')} part="progress-strip">
      <ol className="mk-strip__marks">
        {names.map((name, index) => (
          <li key={name}>
            <button
              type="button"
              className="mk-strip__mark"
              data-done={tabs[index]}
              onClick={() => onSelect(index)}
            >
              <span aria-hidden="true">{tabs[index] ? <Icon icon={Check} /> : number(index + 1)}</span>{' '}
              <span className="mk-strip__name">{name}</span>{' '}
              <span className="mk-visually-hidden">
                {t(tabs[index] ? 'module.tabComplete' : 'module.tabNotComplete')}
              </span>
            </button>
          </li>
        ))}
      </ol>
      <span className="mk-strip__count" role="status">
        {t('module.completeCount', { done: number(done), total: number(3) })}
      </span>
      <button
        type="button"
        className="mk-icon-btn"
        aria-label={t('module.hideProgress')}
        onClick={() => setDismissed(true)}
      >
        <Icon icon={X} />
      </button>
    </nav>
  );
}
