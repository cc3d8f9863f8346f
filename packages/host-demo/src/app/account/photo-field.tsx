import { initialsOf, isProfilePhotoSizeOk, PROFILE_MESSAGES } from '@modkit/sdk/rules';
import { useEffect, useId, useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';

/**
 * The profile photo (part 2 §2: at most 10MB): the current picture or the chosen one, and a file input for
 * an image. A file over 10MB is refused with the rule's text and not kept; the server's error (an image it
 * cannot read) shows here too.
 */
export function PhotoField({
  current,
  name,
  onChange,
  serverError,
}: {
  current: string | undefined;
  /** The user's name: the picture's text. */
  name: string;
  onChange(file: File | null): void;
  serverError: string | undefined;
}) {
  const id = useId();
  const { t, wire } = useAppTranslator();
  const [preview, setPreview] = useState<string | null>(null);
  const [tooBig, setTooBig] = useState(false);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const error = tooBig ? PROFILE_MESSAGES.photoSize : serverError;
  const choose = (file: File | undefined) => {
    const ok = !!file && isProfilePhotoSizeOk(file.size);
    setTooBig(!!file && !ok);
    setPreview(ok ? URL.createObjectURL(file) : null);
    onChange(ok ? file : null);
  };
  const shown = preview ?? current;
  return (
    <div className={error ? 'field photo-field field--invalid' : 'field photo-field'}>
      {shown ? (
        <img className="photo-field__image" src={shown} alt={name} width={96} height={96} />
      ) : (
        <span className="photo-field__image photo-field__image--empty" aria-hidden="true">
          {initialsOf(name)}
        </span>
      )}
      <div>
        <label htmlFor={id}>{t('profile.photo')}</label>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(e) => choose(e.currentTarget.files?.[0])}
        />
        <p id={`${id}-hint`} className="field__hint">
          {t('profile.photoHint')}
        </p>
        {error ? (
          <p id={`${id}-error`} className="field__error">
            {wire(error)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
