import type { SubCategory } from '@modkit/sdk';
import { Check, Icon, Plus } from '@modkit/widgets/ui';

/** The topics as toggle buttons (name and image, part 1 §2.8); a pressed button is a chosen topic. */
export function TopicGrid({
  topics,
  selected,
  onToggle,
}: {
  topics: SubCategory[];
  selected: ReadonlySet<number>;
  onToggle(topic: SubCategory): void;
}) {
  return (
    <ul className="topics">
      {topics.map((topic) => {
        const image = topic.media?.[0]?.path;
        const on = selected.has(topic.id);
        return (
          <li key={topic.id}>
            <button
              type="button"
              className={on ? 'topic topic--on' : 'topic'}
              aria-pressed={on}
              onClick={() => onToggle(topic)}
            >
              {image ? <img src={image} alt="" width={48} height={48} loading="lazy" /> : null}
              <span className="topic__name">{topic.name}</span>
              <span className="topic__mark" aria-hidden="true">
                <Icon icon={on ? Check : Plus} />
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
