import { canAddFileRow, MAX_PROJECT_FILES } from '@modkit/sdk/rules';
import { useId } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';

/** One upload row: at most one file, kept in the form until it is submitted (never uploaded on choice). */
export interface FileRow {
  key: number;
  file: File | null;
}

let nextKey = 1;
/** A new, empty upload row. */
export const newFileRow = (): FileRow => ({ key: nextKey++, file: null });

/**
 * The files of a submission (part 1 §5 "Files"): upload rows of one file each, at most 5 with the files
 * already uploaded; 'Add another file' adds a row, Remove drops one. The error is the rules' or the server's.
 */
export function FileRows({
  rows,
  uploaded,
  error,
  onChange,
}: {
  rows: FileRow[];
  uploaded: Array<{ key: string; name: string }>;
  error?: string | undefined;
  onChange: (rows: FileRow[]) => void;
}) {
  const id = useId();
  const { t, wire } = useAppTranslator();
  const errorId = `${id}-error`;
  const set = (key: number, file: File | null) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, file } : row)));
  return (
    <fieldset className="file-rows" aria-describedby={error ? errorId : `${id}-hint`}>
      <legend>{t('projects.files')}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {t('projects.filesHint', { max: MAX_PROJECT_FILES })}
      </p>
      {uploaded.length ? (
        <>
          <p className="field__hint">{t('projects.alreadyUploaded')}</p>
          <ul className="file-rows__list">
            {uploaded.map((file) => (
              <li key={file.key}>{file.name}</li>
            ))}
          </ul>
        </>
      ) : null}
      <ol className="file-rows__list">
        {rows.map((row, index) => (
          <li key={row.key} className="file-rows__row">
            <label htmlFor={`${id}-${row.key}`}>
              {t('projects.fileN', { n: uploaded.length + index + 1 })}
            </label>
            <input
              id={`${id}-${row.key}`}
              type="file"
              onChange={(e) => set(row.key, e.currentTarget.files?.[0] ?? null)}
            />
            <button
              type="button"
              className="link-button"
              onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
            >
              {t('common.remove')}
              <span className="visually-hidden">
                {t('projects.fileNHidden', { n: uploaded.length + index + 1 })}
              </span>
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="btn btn--secondary"
        disabled={!canAddFileRow(uploaded.length + rows.length)}
        onClick={() => onChange([...rows, newFileRow()])}
      >
        {t('projects.addFile')}
      </button>
      {error ? (
        <p id={errorId} className="field__error">
          {wire(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
