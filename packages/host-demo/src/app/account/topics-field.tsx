import { Icon, X } from '@modkit/widgets/ui';
import { type FocusEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { useTopicSearch } from '../interests/use-topic-search';
import { useRemovalFocus } from '../ui/use-removal-focus';
import type { Topic } from './profile-values';

/**
 * The topics found are replaced when the search's answer comes (a keyword typed): a keyboard user already on one
 * of the old results would have the focus dropped to the page with it (WCAG 2.4.3); it goes to the search field.
 */
function useKeptResultFocus(topics: unknown, searchId: string) {
  const list = useRef<HTMLUListElement>(null);
  const inside = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: run when the results change
  useLayoutEffect(() => {
    if (!inside.current || list.current?.contains(document.activeElement)) return;
    inside.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) document.getElementById(searchId)?.focus();
  }, [topics]);
  return {
    list,
    entered: () => {
      inside.current = true;
    },
    // Left for another element (not by its removal, which names none).
    left: (event: FocusEvent<HTMLUListElement>) => {
      const to = event.relatedTarget as Node | null;
      if (to && !list.current?.contains(to)) inside.current = false;
    },
  };
}

/**
 * Topics of interest (part 2 §2, §5): the chosen topics as removable chips and a topic search whose results
 * toggle (a topic already chosen is not added twice). The label asks for 5 or more; the spec shows no
 * enforcement, so fewer can be saved. The lists carry keys: without them, the first chip's list would take
 * the results' list's element (the same tag), moving the topic just pressed and dropping its focus.
 */
export function TopicsField({ value, onChange }: { value: Topic[]; onChange(next: Topic[]): void }) {
  const id = useId();
  const { t } = useAppTranslator();
  const [text, setText] = useState('');
  const search = useTopicSearch(text);
  const chosen = new Set(value.map((t) => t.id));
  const focus = useRemovalFocus<HTMLUListElement>(`${id}-search`);
  const results = useKeptResultFocus(search.topics, `${id}-search`);
  const toggle = (topic: Topic) =>
    onChange(chosen.has(topic.id) ? value.filter((t) => t.id !== topic.id) : [...value, topic]);
  return (
    <fieldset className="field topics-field">
      <legend>{t('profile.topics')}</legend>
      {value.length ? (
        <ul key="chosen" ref={focus.list} className="chips" aria-label={t('profile.yourTopics')}>
          {value.map((topic, index) => (
            <li key={topic.id}>
              <button
                type="button"
                className="chip"
                aria-label={t('profile.remove', { name: topic.name })}
                onClick={() => {
                  focus.removed(index);
                  toggle(topic);
                }}
              >
                {topic.name} <Icon icon={X} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p key="none" className="field__hint">
          {t('profile.noTopic')}
        </p>
      )}
      <label htmlFor={`${id}-search`}>{t('profile.searchTopics')}</label>
      <input
        id={`${id}-search`}
        type="search"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <ul
        key="found"
        ref={results.list}
        onFocus={results.entered}
        onBlur={results.left}
        className="topic-results"
        aria-label={t('profile.topicsFound')}
        aria-busy={search.loading || undefined}
      >
        {search.topics.map((topic) => (
          <li key={topic.id}>
            <button
              type="button"
              className={chosen.has(topic.id) ? 'topic-chip topic-chip--on' : 'topic-chip'}
              aria-pressed={chosen.has(topic.id)}
              onClick={() => toggle({ id: topic.id, name: topic.name })}
            >
              {topic.name}
            </button>
          </li>
        ))}
      </ul>
      {search.hasMore && !search.loading ? (
        <button type="button" className="link-button" onClick={() => void search.more()}>
          {t('profile.moreTopics')}
        </button>
      ) : null}
    </fieldset>
  );
}
