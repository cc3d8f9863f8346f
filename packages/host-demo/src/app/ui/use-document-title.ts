import { useEffect } from 'react';

/** The app's name, the last part of every title (a brand: the same in every language). */
const APP_NAME = 'modkit';
/** Between a title's parts: "Drawing in Perspective – My Library – modkit". */
const SEPARATOR = ' – ';

/**
 * The tab title of a screen (WCAG 2.4.2): its parts from the most particular to the most general, in the
 * page's language, then the app's name. Empty parts are left out; a part equal to the one before it too.
 */
function documentTitle(parts: ReadonlyArray<string | null | undefined>): string {
  const shown: string[] = [];
  for (const part of parts) {
    const text = part?.trim();
    if (text && text !== shown[shown.length - 1]) shown.push(text);
  }
  return [...shown, APP_NAME].join(SEPARATOR);
}

/**
 * Sets the tab title while the screen is shown and keeps it current (its parts change with its data and
 * language); the app's name alone once the screen goes, so a screen that names none never shows another's.
 */
export function useDocumentTitle(...parts: Array<string | null | undefined>): void {
  useTabTitle(documentTitle(parts));
}

/** The title the last page rendered without a document asked for (the build's prerender reads it). */
let renderedTitle: string | null = null;

/** The title of the page just rendered to a string (scripts/prerender.ts writes it into the page's HTML). */
export function takeRenderedTitle(): string | null {
  const title = renderedTitle;
  renderedTitle = null;
  return title;
}

/** Sets the tab title as given (a title the spec fixes) while the screen is shown, as `useDocumentTitle` does. */
export function useTabTitle(title: string): void {
  if (typeof document === 'undefined') renderedTitle = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(
    () => () => {
      document.title = APP_NAME;
    },
    [],
  );
}
