import { addBookmark, likeModule, type Module, removeBookmark, type User } from '@modkit/sdk';
import {
  completedCertificateLink,
  countText,
  getStartedLabel,
  MODULE_POINTS_TEXT,
  modulePreviewPath,
  NOTICE_MESSAGES,
  relatedCareerPath,
  searchPath,
  VIEW_CERTIFICATE_TEXT,
} from '@modkit/sdk/rules';
import { useState } from 'react';
import { assetUrl, mediaPath } from '../runtime/asset-url';
import { isLearner } from '../runtime/profile';
import { navigate, useWidgetEnv } from '../runtime/widget-env';
import { SafeHtml } from '../ui/safe-html';
import { useNotify } from '../ui/toasts';
import { OtherModules } from './other-modules';
import { ShareButton } from './share-button';

interface PreviewProps {
  module: Module;
  profile: User;
  views: number | undefined;
  onGetStarted: () => void;
  busy: boolean;
}

/**
 * The module preview (part 1 §2.20): hero, counts, '50 points', bookmark, like, share, Get Started (for a
 * learner Continue, then Completed with 'View certificate' when a certificate they hold covers it), description,
 * careers (groups of 4; a career opens its related-careers page), Other Modules, tags (a tag searches).
 */
export function ModulePreview({ module, profile, views, onGetStarted, busy }: PreviewProps) {
  const env = useWidgetEnv();
  const notify = useNotify();
  const client = env.client!;
  const [bookmarkId, setBookmarkId] = useState<number | null>(module.HasBookmarked?.id ?? null);
  const [liked, setLiked] = useState((module.hasUserLikedModule?.score ?? 0) > 0);
  const [likes, setLikes] = useState(module.likes ?? 0);
  const progress = module.HasAssignToUser?.completed_percentage ?? module.completed_percentage ?? 0;
  const image = assetUrl(client.baseURL, mediaPath(module.media));
  const certificate = isLearner(profile) ? completedCertificateLink(progress, module.certificate) : null;
  const certificateHref = certificate ? assetUrl(client.baseURL, certificate.path) : undefined;

  const toggleBookmark = async () => {
    const before = bookmarkId;
    try {
      if (before !== null) {
        setBookmarkId(null);
        await removeBookmark(client, before);
        notify(NOTICE_MESSAGES.unbookmarked);
      } else {
        setBookmarkId(-1);
        setBookmarkId((await addBookmark(client, module.id)).id);
        notify(NOTICE_MESSAGES.bookmarked);
      }
    } catch {
      setBookmarkId(before);
      notify(NOTICE_MESSAGES.bookmarkFailed, 'error');
    }
  };
  const toggleLike = async () => {
    try {
      const result = (await likeModule(client, module.id)) as { likes: number; liked?: boolean };
      setLikes(result.likes);
      setLiked(result.liked ?? !liked);
    } catch {
      // The count stays as it was.
      notify(NOTICE_MESSAGES.likeFailed, 'error');
    }
  };

  return (
    <article className="mk-preview">
      <div className="mk-hero" part="hero">
        {image ? <img className="mk-hero__image" src={image} alt="" /> : null}
        <div className="mk-hero__text">
          <p className="mk-muted">{module.categories?.[0]?.name}</p>
          <h2>{module.name}</h2>
          <p className="mk-row mk-counts">
            <span>{countText(likes, 'like')}</span>
            <span aria-hidden="true">·</span>
            <span>{countText(views ?? module.views ?? 0, 'view')}</span>
            <span aria-hidden="true">·</span>
            <span className="mk-points-text">{MODULE_POINTS_TEXT}</span>
          </p>
          {isLearner(profile) ? (
            <div className="mk-progress">
              <label htmlFor={`progress-${module.id}`}>Your progress</label>
              <progress id={`progress-${module.id}`} max={100} value={progress}>
                {progress}%
              </progress>
              <span>{progress}%</span>
            </div>
          ) : null}
          <div className="mk-row">
            <button type="button" className="mk-btn" onClick={onGetStarted} disabled={busy}>
              {isLearner(profile) ? getStartedLabel(progress) : 'Get Started'}
            </button>
            {certificate && certificateHref ? (
              <a
                className="mk-certificate-link"
                href={certificateHref}
                target="_blank"
                rel="noopener noreferrer"
              >
                {VIEW_CERTIFICATE_TEXT}
                <span className="mk-visually-hidden">
                  {certificate.collectionName ? ` of ${certificate.collectionName}` : ''} (PDF, opens in a new
                  tab)
                </span>
              </a>
            ) : null}
            <button
              type="button"
              className="mk-icon-btn"
              aria-pressed={bookmarkId !== null}
              aria-label="Bookmark"
              onClick={toggleBookmark}
            >
              {bookmarkId !== null ? '★' : '☆'}
            </button>
            <button
              type="button"
              className="mk-icon-btn"
              aria-pressed={liked}
              aria-label="Like"
              onClick={toggleLike}
            >
              ♥
            </button>
            <ShareButton title={module.name} path={modulePreviewPath(module.id)} />
          </div>
        </div>
      </div>
      <section className="mk-section" aria-labelledby={`qp-${module.id}`}>
        <h3 id={`qp-${module.id}`}>Quick Preview</h3>
        <SafeHtml html={module.description} />
      </section>
      {module.careers?.length ? (
        <section className="mk-section" aria-labelledby={`rc-${module.id}`}>
          <h3 id={`rc-${module.id}`}>Related Careers</h3>
          <ul className="mk-chips mk-chips--careers">
            {module.careers.map((career) => (
              <li key={career.id}>
                <button
                  type="button"
                  className="mk-chip"
                  onClick={() =>
                    navigate(env, {
                      kind: 'search',
                      id: career.id,
                      path: relatedCareerPath(module.id, career.id),
                    })
                  }
                >
                  {career.name}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <OtherModules module={module} />
      {module.tags?.length ? (
        <section className="mk-section" aria-labelledby={`tg-${module.id}`}>
          <h3 id={`tg-${module.id}`}>Tags</h3>
          <ul className="mk-chips">
            {module.tags.map((tag) => (
              <li key={tag.id}>
                <button
                  type="button"
                  className="mk-chip"
                  onClick={() =>
                    navigate(env, { kind: 'search', path: searchPath({ keyword: tag.name, tagId: tag.id }) })
                  }
                >
                  #{tag.name}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
