import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

/** How long typing pauses before the search runs (ms; the spec's search debounce has no value). */
const SEARCH_DELAY_MS = 400;

/** A people list's search box ('Search by mentee name'): runs after a pause in typing, or at once on Enter. */
export function PeopleSearch({ label, onSearch }: { label: string; onSearch: (keyword: string) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const latest = useRef(onSearch);
  latest.current = onSearch;
  const sent = useRef('');
  useEffect(() => {
    const keyword = text.trim();
    if (keyword === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = keyword;
      latest.current(keyword);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sent.current = text.trim();
    latest.current(sent.current);
  };
  return (
    <search className="people-search">
      <form onSubmit={submit}>
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
        <input
          id={id}
          type="search"
          placeholder={label}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
      </form>
    </search>
  );
}
