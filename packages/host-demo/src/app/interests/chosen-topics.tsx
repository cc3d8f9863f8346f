import type { SubCategory } from '@modkit/sdk';
import { Icon, X } from '@modkit/widgets/ui';

/** The chosen topics as chips (part 1 §2.8); a chip's button takes its topic off. None: nothing shown. */
export function ChosenTopics({
  selected,
  onToggle,
}: {
  selected: ReadonlyMap<number, string>;
  onToggle(topic: SubCategory): void;
}) {
  if (!selected.size) return null;
  return (
    <ul className="chips" aria-label="Chosen topics">
      {[...selected].map(([id, name]) => (
        <li key={id}>
          <button
            type="button"
            className="chip"
            onClick={() => onToggle({ id, name })}
            aria-label={`Remove ${name}`}
          >
            {name} <Icon icon={X} />
          </button>
        </li>
      ))}
    </ul>
  );
}
