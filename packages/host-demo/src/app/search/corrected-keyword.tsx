import { useAppTranslator } from '../i18n/use-app-translator';

/** Stands for the keyword in the translated sentence, which is then split around it. */
const SLOT = '\u0000';

/**
 * 'Showing results for *drawing*' (ours: the spec's search has no correction): the keyword the api searched
 * instead of the learner's when theirs found nothing and its words with a typo were corrected (the answer's
 * `meta.corrected_keyword`). The keyword is emphasised where the language's sentence puts it.
 */
export function CorrectedKeyword({ keyword }: { keyword: string }) {
  const { t } = useAppTranslator();
  const [before = '', after = ''] = t('search.correctedTo', { keyword: SLOT }).split(SLOT);
  return (
    <p className="search-corrected">
      {before}
      <em>{keyword}</em>
      {after}
    </p>
  );
}
