import type { SubCategory } from '@modkit/sdk';
import { Icon, X } from '@modkit/widgets/ui';
import { useAppTranslator } from '../i18n/use-app-translator';

/** The chosen topics as chips (part 1 §2.8); a chip's button takes its topic off. None: nothing shown. */
export function ChosenTopics({
  selected,
  onToggle,
}: {
  selected: ReadonlyMap<number, string>;
  onToggle(topic: SubCategory): void;
}) {
  const { t } = useAppTranslator();
  if (!selected.size) return null;
  return (
    <ul className="chips" aria-label={t('interests.chosen')}>
      {[...selected].map(([id, name]) => (
        <li key={id}>
          <button
            type="button"
            className="chip"
            onClick={() => onToggle({ id, name })}
            aria-label={t('profile.remove', { name })}
          >
            {name} <Icon icon={X} />
          </button>
        </li>
      ))}
    </ul>
  );
}
