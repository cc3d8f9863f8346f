import type { Catalogue } from '@modkit/sdk/i18n';
import { loadTranslator } from '@modkit/sdk/i18n';
import { appLanguage } from '@modkit/sdk/rules';

/**
 * The app taking over a painted page (server/prerendered-pages.ts: `#root[data-prerendered=<language>]`): it waits
 * for what its first render needs (the catalogue, the page's language, the page's module), so that the first render
 * is the same markup, which Preact then adopts in place (`adopt`; no Suspense fallback, no blank frame, nothing
 * moves).
 * What the visitor typed or chose meanwhile is put back through the fields' own events. A page in another language than the one the app works
 * out is emptied first: the app renders its own (`render`).
 */

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface Typed {
  field: Field;
  value: string;
  checked: boolean;
}

/** The fields whose value differs from the markup's. */
function typedFields(root: HTMLElement): Typed[] {
  const fields = [...root.querySelectorAll<Field>('input, select, textarea')];
  return fields
    .filter((field) =>
      field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
        ? field.checked !== field.defaultChecked
        : field instanceof HTMLSelectElement
          ? [...field.options].some((option) => option.selected !== option.defaultSelected)
          : field.value !== (field as HTMLInputElement).defaultValue,
    )
    .map((field) => ({ field, value: field.value, checked: 'checked' in field && field.checked }));
}

/** Puts a value back as if typed: the app's handlers (Preact's `onChange` listens to `input`, or `change`) see it. */
function retype({ field, value, checked }: Typed): void {
  if ('checked' in field && (field.type === 'checkbox' || field.type === 'radio')) field.checked = checked;
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** What the first render waits for: the app's catalogue (i18n/app-language.tsx) and the page's module. */
interface Needs {
  catalogue: Promise<Catalogue>;
  preload: (() => Promise<unknown>) | undefined;
}

// What it needs comes from main.tsx: imported here, the entry's modules would move to a chunk shared with this one.
export async function takeOver(
  root: HTMLElement,
  adopt: () => void,
  render: () => void,
  needs: Needs,
): Promise<void> {
  const language = root.getAttribute('data-prerendered') ?? 'en';
  const chosen = (() => {
    try {
      return localStorage.getItem('modkit:language');
    } catch {
      return null;
    }
  })();
  if (appLanguage(null, chosen, navigator.languages) !== language) {
    root.textContent = '';
    root.removeAttribute('data-prerendered');
    return render();
  }
  await Promise.all([
    needs.catalogue.then((c) => (language === 'en' ? null : loadTranslator(c, language as 'es' | 'ar'))),
    needs.preload?.(),
  ]).catch(() => undefined);
  const typed = typedFields(root);
  adopt();
  for (const field of typed) if (field.field.isConnected) retype(field);
  // A form sent meanwhile is sent again by its page once it is ready (prerender/held-submit.ts).
  root.removeAttribute('data-prerendered');
}
