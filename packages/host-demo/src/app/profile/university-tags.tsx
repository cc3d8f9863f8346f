import { addUniversityTag } from '@modkit/sdk/rules';
import { Icon, X } from '@modkit/widgets/ui';
import { type KeyboardEvent, useId, useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { useRemovalFocus } from '../ui/use-removal-focus';

/** 'Aspired universities' as tags (addUniversityTag: spaces collapsed, duplicates refused); Enter adds. */
export function UniversityTags({ value, onChange }: { value: string[]; onChange(next: string[]): void }) {
  const id = useId();
  const { t } = useAppTranslator();
  const [text, setText] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const focus = useRemovalFocus<HTMLUListElement>(id);
  const add = () => {
    const next = addUniversityTag(value, text);
    if (!next) return setNote(t('profile.universityTwice'));
    setNote(null);
    setText('');
    onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <div className={note ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{t('profile.universities')}</label>
      <div className="tag-input">
        <input
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={note ? true : undefined}
          aria-describedby={note ? `${id}-note` : undefined}
        />
        <button type="button" className="btn btn--secondary" onClick={add}>
          {t('profile.add')}
        </button>
      </div>
      {note ? (
        <p id={`${id}-note`} className="field__error">
          {note}
        </p>
      ) : null}
      {value.length ? (
        <ul ref={focus.list} className="chips" aria-label={t('profile.universities')}>
          {value.map((tag, index) => (
            <li key={tag}>
              <button
                type="button"
                className="chip"
                aria-label={t('profile.remove', { name: tag })}
                onClick={() => {
                  focus.removed(index);
                  onChange(value.filter((t) => t !== tag));
                }}
              >
                {tag} <Icon icon={X} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
