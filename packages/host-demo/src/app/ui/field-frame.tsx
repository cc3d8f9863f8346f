import { type ReactNode, useId } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';

/** The attributes that tie a control to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * One labelled form field: the label, the control (rendered by `children` with the ids and aria
 * attributes to spread on it), an optional hint, and the field error beside it (red, linked by
 * aria-describedby). Text inputs, selects and text areas all use it. A message of the form's that is about
 * this field too (a refused sign-in, about both fields) marks it invalid and describes it: `refusedBy`.
 */
export function FieldFrame({
  label,
  error,
  hint,
  refusedBy,
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** The id of the form's message that refuses this field's value with others'. */
  refusedBy?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  // A rule's or the api's text (the spec's English) in the page's language when the catalogue knows it.
  const { wire } = useAppTranslator();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : '', refusedBy ?? ''].filter(Boolean).join(' ');
  const invalid = !!error || !!refusedBy;
  return (
    <div className={invalid ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': invalid ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="field__hint">
          {wire(hint)}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {wire(error)}
        </p>
      ) : null}
    </div>
  );
}
