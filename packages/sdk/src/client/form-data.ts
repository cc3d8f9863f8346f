/** A value a multipart field can carry; arrays become repeated `name[]` fields. */
export type FormValue = string | number | boolean | Blob | null | undefined | Array<string | number | Blob>;

/**
 * Builds the multipart body of signup, profile PATCH and project submission.
 * Null and undefined fields are dropped (as the profile save rule says); arrays are sent as `key[]`.
 */
export function toFormData(fields: Record<string, FormValue>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) form.append(`${key}[]`, item instanceof Blob ? item : String(item));
    } else if (value instanceof Blob) {
      form.append(key, value, (value as File).name ?? key);
    } else {
      form.append(key, String(value));
    }
  }
  return form;
}
