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
import { type ReactNode, useState } from 'react';
import { assetUrl, mediaPath } from '../runtime/asset-url';
import { isLearner } from '../runtime/profile';
import { navigate, useWidgetEnv } from '../runtime/widget-env';
import { Heart, Icon, Star } from '../ui/icon';
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

/** The bookmark and like of the module, each toggled with the server (a failure in a toast). */
function useBookmarkAndLike(module: Module) {
  const env = useWidgetEnv();
  const notify = useNotify();
  const client = env.client!;
  const [bookmarkId, setBookmarkId] = useState<number | null>(module.HasBookmarked?.id ?? null);
  const [liked, setLiked] = useState((module.hasUserLikedModule?.score ?? 0) > 0);
  const [likes, setLikes] = useState(module.likes ?? 0);

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
  return { bookmarked: bookmarkId !== null, toggleBookmark, liked, likes, toggleLike };
}

/** A titled list of chips (careers, tags); none when the list is empty. */
function ChipSection<T extends { id: number; name: string }>({
  id,
  title,
  items,
  listClassName,
  chipText,
  onOpen,
}: {
  id: string;
  title: string;
  items: T[] | null | undefined;
  listClassName: string;
  chipText: (item: T) => ReactNode;
  onOpen: (item: T) => void;
}) {
  if (!items?.length) return null;
  return (
    <section className="mk-section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <ul className={listClassName}>
        {items.map((item) => (
          <li key={item.id}>
            <button type="button" className="mk-chip" onClick={() => onOpen(item)}>
              {chipText(item)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The learner's progress bar with its percentage. */
function ProgressBar({ moduleId, progress }: { moduleId: number; progress: number }) {
  return (
    <div className="mk-progress">
      <label htmlFor={`progress-${moduleId}`}>Your progress</label>
      <progress id={`progress-${moduleId}`} max={100} value={progress}>
        {progress}%
      </progress>
      <span>{progress}%</span>
    </div>
  );
}

/** 'View certificate': the PDF of the certificate that covers the module, in a new tab. */
function CertificateLink({
  href,
  collectionName,
}: {
  href: string;
  collectionName: string | null | undefined;
}) {
  return (
    <a className="mk-certificate-link" href={href} target="_blank" rel="noopener noreferrer">
      {VIEW_CERTIFICATE_TEXT}
      <span className="mk-visually-hidden">
        {collectionName ? ` of ${collectionName}` : ''} (PDF, opens in a new tab)
      </span>
    </a>
  );
}

/** An icon button that toggles (bookmark, like): pressed or not. */
function ToggleIcon({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className="mk-icon-btn" aria-pressed={pressed} aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}

/** The hero: image, category, name, counts, the learner's progress and the actions. */
function PreviewHero({ module, profile, views, onGetStarted, busy }: PreviewProps) {
  const env = useWidgetEnv();
  const client = env.client!;
  const { bookmarked, toggleBookmark, liked, likes, toggleLike } = useBookmarkAndLike(module);
  const progress = module.HasAssignToUser?.completed_percentage ?? module.completed_percentage ?? 0;
  const image = assetUrl(client.baseURL, mediaPath(module.media));
  const certificate = isLearner(profile) ? completedCertificateLink(progress, module.certificate) : null;
  const certificateHref = certificate ? assetUrl(client.baseURL, certificate.path) : undefined;
  return (
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
        {isLearner(profile) ? <ProgressBar moduleId={module.id} progress={progress} /> : null}
        <div className="mk-row">
          <button type="button" className="mk-btn" onClick={onGetStarted} disabled={busy}>
            {isLearner(profile) ? getStartedLabel(progress) : 'Get Started'}
          </button>
          {certificate && certificateHref ? (
            <CertificateLink href={certificateHref} collectionName={certificate.collectionName} />
          ) : null}
          <ToggleIcon label="Bookmark" pressed={bookmarked} onClick={toggleBookmark}>
            <Icon icon={Star} filled={bookmarked} />
          </ToggleIcon>
          <ToggleIcon label="Like" pressed={liked} onClick={toggleLike}>
            <Icon icon={Heart} filled={liked} />
          </ToggleIcon>
          <ShareButton title={module.name} path={modulePreviewPath(module.id)} />
        </div>
      </div>
    </div>
  );
}

/**
 * The module preview (part 1 §2.20): hero, counts, '50 points', bookmark, like, share, Get Started (for a
 * learner Continue, then Completed with 'View certificate' when a certificate they hold covers it), description,
 * careers (groups of 4; a career opens its related-careers page), Other Modules, tags (a tag searches).
 */
export function ModulePreview(props: PreviewProps) {
  const { module } = props;
  const env = useWidgetEnv();
  return (
    <article className="mk-preview">
      <PreviewHero {...props} />
      <section className="mk-section" aria-labelledby={`qp-${module.id}`}>
        <h3 id={`qp-${module.id}`}>Quick Preview</h3>
        <SafeHtml html={module.description} />
      </section>
      <ChipSection
        id={`rc-${module.id}`}
        title="Related Careers"
        items={module.careers}
        listClassName="mk-chips mk-chips--careers"
        chipText={(career) => career.name}
        onOpen={(career) =>
          navigate(env, { kind: 'search', id: career.id, path: relatedCareerPath(module.id, career.id) })
        }
      />
      <OtherModules module={module} />
      <ChipSection
        id={`tg-${module.id}`}
        title="Tags"
        items={module.tags}
        listClassName="mk-chips"
        chipText={(tag) => `#${tag.name}`}
        onOpen={(tag) =>
          navigate(env, { kind: 'search', path: searchPath({ keyword: tag.name, tagId: tag.id }) })
        }
      />
    </article>
  );
}
