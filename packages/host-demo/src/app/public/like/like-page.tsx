import { say } from '@modkit/sdk/i18n';
import { likeResultTitle } from '@modkit/sdk/rules';
import { useAppTranslator } from '../../i18n/use-app-translator';
import { OnboardingLayout } from '../../onboarding/onboarding-layout';
import type { RouteParams } from '../../router/app-route';
import { navigate } from '../../router/location';
import { goToMarketingSite } from '../marketing-site';
import { type LikeKind, usePageLike } from './use-page-like';
import '../public.css';
import { Heart, Icon } from '@modkit/widgets/ui';
import { useDocumentTitle } from '../../ui/use-document-title';

const LABELS: Record<LikeKind, 'school project' | 'blog'> = {
  'school-project': 'school project',
  blog: 'blog',
};
/** The public listings the like pages close to (addresses not shown: ours, on the marketing site). */
const LISTINGS: Record<LikeKind, string> = { 'school-project': '/school-projects', blog: '/blog' };

/**
 * `/like-school-project/{id}/page/{page}` and `/like-blog/{id}/page/{page}` (part 2, Like pages; public, the
 * guard lets visitors stay): the like is sent on load; the title says 'You have successfully liked this
 * school project!' or 'You have already liked this blog!'; Close goes to the listing at that page.
 */
export default function LikePage({ kind, params }: { kind: LikeKind; params: RouteParams }) {
  const liked = usePageLike(kind, Number(params.id));
  const i18n = useAppTranslator();
  const heading = liked === null ? i18n.t('like.sending') : say(i18n, likeResultTitle(LABELS[kind], liked));
  useDocumentTitle(heading);
  const close = () =>
    goToMarketingSite(`${LISTINGS[kind]}?page=${encodeURIComponent(params.page ?? '1')}`, (to) =>
      navigate(to, { replace: true }),
    );
  return (
    <OnboardingLayout titleId="like-title">
      <section
        className="onboarding__form like-result"
        aria-labelledby="like-title"
        aria-busy={liked === null || undefined}
      >
        <p className="like-result__mark" aria-hidden="true">
          <Icon icon={Heart} filled={liked !== false} />
        </p>
        <div role="status">
          <h1 id="like-title">{heading}</h1>
        </div>
        {liked !== null ? (
          <button type="button" className="btn" onClick={close}>
            {i18n.t('like.close')}
          </button>
        ) : null}
      </section>
    </OnboardingLayout>
  );
}
