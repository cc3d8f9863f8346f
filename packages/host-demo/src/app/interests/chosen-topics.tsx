import type { SubCategory } from '@modkit/sdk';
import { Icon, X } from '@modkit/widgets/ui';
import { useAppTranslator } from '../i18n/use-app-translator';
import { useRemovalFocus } from '../ui/use-removal-focus';

/**
 * The chosen topics as chips (part 1 §2.8); a chip's button takes its topic off, the focus going to the next
 * chip (or to `searchId`, the topic search, when none is left). None: nothing shown.
 */
export function ChosenTopics({
  selected,
  onToggle,
  searchId,
}: {
  selected: ReadonlyMap<number, string>;
  onToggle(topic: SubCategory): void;
  searchId: string;
}) {
  const { t } = useAppTranslator();
  const focus = useRemovalFocus<HTMLUListElement>(searchId);
  if (!selected.size) return null;
  return (
    <ul ref={focus.list} className="chips" aria-label={t('interests.chosen')}>
      {[...selected].map(([id, name], index) => (
        <li key={id}>
          <button
            type="button"
            className="chip"
            onClick={() => {
              focus.removed(index);
              onToggle({ id, name });
            }}
            aria-label={t('profile.remove', { name })}
          >
            {name} <Icon icon={X} />
          </button>
        </li>
      ))}
    </ul>
  );
}
