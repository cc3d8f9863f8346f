import { type RefObject, useEffect } from 'react';

/** After a submit that found errors, moves the focus to the first invalid control of the form. */
export function useFocusFirstError(form: RefObject<HTMLElement | null>, errors: Record<string, string>) {
  useEffect(() => {
    if (!Object.keys(errors).length) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, errors]);
}
