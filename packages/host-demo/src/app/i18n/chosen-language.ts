/**
 * The language chosen on this device (the language menu signed out, or signed in before the profile
 * answers), kept in localStorage under its own key, so that logout (which clears the session's) keeps it.
 */
import { useSyncExternalStore } from 'react';

const KEY = 'modkit:language';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Remembers `locale` on this device and tells the app. */
export function chooseLanguageHere(locale: string): void {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // Storage refused (private mode): the choice lasts until the page is left.
  }
  // For the server too: it sends the signed-out pages painted in this language (server/prerendered-pages.ts).
  if (typeof document !== 'undefined')
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
    document.cookie = `modkit_language=${encodeURIComponent(locale)};path=/;max-age=31536000;samesite=lax`;
  current = locale;
  for (const listener of listeners) listener();
}

let current = typeof localStorage === 'undefined' ? null : read();

/** The language chosen on this device, or null. */
export function useChosenLanguage(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
