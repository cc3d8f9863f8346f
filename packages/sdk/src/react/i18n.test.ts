// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { loadTranslator } from '../i18n/catalogue';
import { WIDGETS_CATALOGUE } from '../i18n/catalogues/widgets-whole';
import type { Locale } from '../rules/language';
import { I18nProvider, useCatalogue, useTranslator } from './i18n';

/** A screen: its text from the nearest provider's translator. */
function Screen({ count }: { count: number }) {
  const { t, dir } = useTranslator();
  return createElement('p', { dir }, t('count.views', { count }));
}

/** An app's root: the language's catalogue, then the provider (nothing until a language's catalogue is in). */
function App({ locale }: { locale: Locale }) {
  const translator = useCatalogue(WIDGETS_CATALOGUE, locale);
  return translator ? createElement(I18nProvider, { translator }, createElement(Screen, { count: 2 })) : null;
}

describe('the React binding of the catalogues', () => {
  it('shows English at once, then a language once its catalogue is in, with its direction', async () => {
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => root.render(createElement(App, { locale: 'en' })));
    expect(host.innerHTML).toBe('<p dir="ltr">2 views</p>');
    await act(async () => root.render(createElement(App, { locale: 'ar' })));
    await act(async () => void (await loadTranslator(WIDGETS_CATALOGUE, 'ar')));
    expect(host.innerHTML).toBe('<p dir="rtl">مشاهدتان</p>');
    await act(async () => root.render(createElement(App, { locale: 'es' })));
    await act(async () => void (await loadTranslator(WIDGETS_CATALOGUE, 'es')));
    expect(host.innerHTML).toBe('<p dir="ltr">2 visualizaciones</p>');
    root.unmount();
  });

  it('refuses useTranslator outside a provider with a clear message', () => {
    const host = document.createElement('div');
    const root = createRoot(host);
    expect(() => act(() => root.render(createElement(Screen, { count: 1 })))).toThrow(
      'useTranslator needs an I18nProvider above it.',
    );
  });
});
