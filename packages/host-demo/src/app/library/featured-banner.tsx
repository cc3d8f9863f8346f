import { type FeatureQuestion, getRandomFeatureQuestion } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { bannerQuestion, modulePreviewPath, nextFeaturedRefresh } from '@modkit/sdk/rules';
import { useEffect, useLayoutEffect, useState } from 'react';
import { Link } from '../router/link';
import { useWindowWidth } from '../shell/use-window-width';
import './library.css';
import { contentAttributes } from '@modkit/widgets/ui';
import { useAppTranslator } from '../i18n/use-app-translator';

/** The featured question and its refresh count, kept across visits of My Library (part 1 §4). */
const featured: { count: number; question: FeatureQuestion | null } = { count: 0, question: null };

/**
 * The 'find out' banner of My Library (part 1 §2.17): the featured question (cut to 160 above 767 px)
 * or 'No Question Available', with Find Out to its module preview. A new question is fetched on every
 * third visit (the refresh cap of the rules). `onReady` once the question (or its absence) is known.
 */
export function FeaturedBanner({ onReady }: { onReady?: () => void }) {
  const client = useClient();
  const width = useWindowWidth();
  const { t } = useAppTranslator();
  const [question, setQuestion] = useState<FeatureQuestion | null | undefined>(undefined);
  useEffect(() => {
    const next = nextFeaturedRefresh(featured.count);
    featured.count = next.count;
    if (!next.fetch) return setQuestion(featured.question);
    let live = true;
    getRandomFeatureQuestion(client)
      .then((found) => {
        featured.question = found;
        if (live) setQuestion(found);
      })
      .catch(() => live && setQuestion(null));
    return () => {
      live = false;
    };
  }, [client]);
  const loaded = question !== undefined;
  // Before the browser paints: the page shows the banner in the frame its question arrives in (an effect would
  // paint it hidden first, a frame later on a slow phone, and its text is the first screen's largest paint).
  useLayoutEffect(() => {
    if (loaded) onReady?.();
  }, [loaded, onReady]);
  return (
    <section className="banner" aria-label={t('library.featured')}>
      {/* The question is its module's text: in its module's language and direction (an English question in the
          Arabic app ends with its question mark at its end, and is read with an English voice). */}
      <p
        className="banner__question"
        aria-busy={question === undefined || undefined}
        {...(question ? contentAttributes(question) : {})}
      >
        {question === undefined ? t('common.loadingEllipsis') : bannerQuestion(question?.question, width)}
      </p>
      {question ? (
        <Link className="btn" href={modulePreviewPath(question.module.id)}>
          {t('library.findOut')}
        </Link>
      ) : null}
    </section>
  );
}
