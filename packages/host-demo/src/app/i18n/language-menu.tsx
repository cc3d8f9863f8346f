import { updateProfile } from '@modkit/sdk';
import { useClient, useSession } from '@modkit/sdk/react';
import { LANGUAGES, type Language } from '@modkit/sdk/rules';
import { useId } from 'react';
import { notify } from '../ui/notices';
import { useAppLocale } from './app-language';
import { chooseLanguageHere } from './chosen-language';
import { useAppTranslator } from './use-app-translator';

/** Each language by its own name (a reader of that language finds it whatever the page's language). */
const OWN_NAMES: Record<Language, string> = { en: 'English', es: 'Español', ar: 'العربية' };

/**
 * The language menu: a labelled select of the languages by their own names. Signed in, the choice is
 * saved on the profile (the session shows it at once; a failed save puts the previous one back); it is
 * also remembered on this device, which is all there is signed out.
 */
export function LanguageMenu({ className }: { className?: string }) {
  const { t } = useAppTranslator();
  const id = useId();
  const client = useClient();
  const locale = useAppLocale();
  const signedIn = useSession((s) => s.isAuthenticated);

  const choose = async (language: Language) => {
    chooseLanguageHere(language);
    const state = client.session?.getState();
    const user = state?.user?.data;
    if (!signedIn || !state || !user) return;
    state.setUser({ ...user, language });
    try {
      state.setUser(await updateProfile(client, { language }));
    } catch {
      state.setUser({ ...user });
      notify(t('lang.saveFailed'), 'error');
    }
  };

  return (
    <div className={className ? `language-menu ${className}` : 'language-menu'}>
      <label htmlFor={id}>{t('lang.label')}</label>
      <select
        id={id}
        className="language-menu__select"
        value={locale}
        onChange={(event) => void choose(event.target.value as Language)}
      >
        {locale === 'en-x-pseudo' ? <option value="en-x-pseudo">en-x-pseudo</option> : null}
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {OWN_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
