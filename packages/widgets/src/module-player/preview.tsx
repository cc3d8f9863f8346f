import { addBookmark, likeModule, type Module, removeBookmark, type User } from '@modkit/sdk';
import {
  bookmarkAction,
  completedCertificateLink,
  getStartedLabel,
  modulePreviewPath,
  relatedCareerPath,
  searchPath,
} from '@modkit/sdk/rules';
import { type ReactNode, useState } from 'react';
import { assetUrl, mediaPath } from '../runtime/asset-url';
import { useT } from '../runtime/i18n';
import { isLearner } from '../runtime/profile';
import { navigate, useWidgetEnv } from '../runtime/widget-env';
import { write } from '../runtime/writes';
import { contentAttributes, contentLanguage } from '../ui/content-language';
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

/**
 * The bookmark and like of the module, each toggled with the server (a failure in a toast); where the host
 * queues writes made offline, one the server cannot take now is kept on the device ('Saved on this device…').
 */
function useBookmarkAndLike(module: Module) {
  const env = useWidgetEnv();
  const notify = useNotify();
  const { t } = useT();
  const client = env.client!;
  const [bookmarkId, setBookmarkId] = useState<number | null>(module.HasBookmarked?.id ?? null);
  const [liked, setLiked] = useState((module.hasUserLikedModule?.score ?? 0) > 0);
  const [likes, setLikes] = useState(module.likes ?? 0);
  const kept = (done: string) => (result: { status: string }) =>
    notify(
      result.status === 'waiting' ? t('offline.saved') : done,
      result.status === 'waiting' ? 'info' : 'success',
    );

  const toggleBookmark = async () => {
    const before = bookmarkId;
    const next = bookmarkAction(before === null, before);
    try {
      if (next.action === 'delete') {
        setBookmarkId(null);
        const payload = next.id > 0 ? { bookmarkId: next.id } : {};
        kept(t('notice.unbookmarked'))(
          await write(env, { kind: 'unbookmark', moduleId: module.id, payload }, () =>
            removeBookmark(client, next.id),
          ),
        );
      } else if (next.action === 'create') {
        setBookmarkId(-1);
        const result = await write(env, { kind: 'bookmark', moduleId: module.id, payload: {} }, () =>
          addBookmark(client, module.id),
        );
        if (result.status === 'sent') setBookmarkId((result.answer as { id?: number } | null)?.id ?? -1);
        kept(t('notice.bookmarked'))(result);
      }
    } catch {
      setBookmarkId(before);
      notify(t('notice.bookmarkFailed'), 'error');
    }
  };
  const toggleLike = async () => {
    try {
      const result = await write(env, { kind: 'like', moduleId: module.id, payload: { liked: !liked } }, () =>
        likeModule(client, module.id),
      );
      if (result.status === 'sent') {
        const answer = result.answer as { likes: number; liked?: boolean };
        setLikes(answer.likes);
        setLiked(answer.liked ?? !liked);
      } else {
        setLikes(Math.max(0, likes + (liked ? -1 : 1)));
        setLiked(!liked);
        notify(t('offline.saved'), 'info');
      }
    } catch {
      // The count stays as it was.
      notify(t('notice.likeFailed'), 'error');
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
  lang,
}: {
  id: string;
  title: string;
  items: T[] | null | undefined;
  listClassName: string;
  chipText: (item: T) => ReactNode;
  onOpen: (item: T) => void;
  /** The language of the chips' names (the module's). */
  lang: string;
}) {
  if (!items?.length) return null;
  return (
    <section className="mk-section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <ul className={listClassName} lang={lang}>
        {items.map((item) => (
          <li key={item.id}>
            <button type="button" className="mk-chip" onClick={() => onOpen(item)} dir="auto">
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
  const { t, number } = useT();
  const percent = number(progress / 100, { style: 'percent' });
  return (
    <div className="mk-progress">
      <label htmlFor={`progress-${moduleId}`}>{t('player.yourProgress')}</label>
      <progress id={`progress-${moduleId}`} max={100} value={progress}>
        {percent}
      </progress>
      <span>{percent}</span>
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
  const { t } = useT();
  return (
    <a className="mk-certificate-link" href={href} target="_blank" rel="noopener noreferrer">
      {t('player.viewCertificate')}{' '}
      <span className="mk-visually-hidden">
        {collectionName ? t('player.certificateOf', { collection: collectionName }) : ''}
        {t('player.opensPdf')}
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

/** The preview button's label (a rule's value) as a message. */
const START_LABELS = {
  'Get Started': 'player.getStarted',
  Continue: 'player.continue',
  Completed: 'player.completed',
} as const;

/** The hero: image, category, name, counts, the learner's progress and the actions. */
function PreviewHero({ module, profile, views, onGetStarted, busy }: PreviewProps) {
  const env = useWidgetEnv();
  const { t } = useT();
  const client = env.client!;
  const { bookmarked, toggleBookmark, liked, likes, toggleLike } = useBookmarkAndLike(module);
  const progress = module.HasAssignToUser?.completed_percentage ?? module.completed_percentage ?? 0;
  const image = assetUrl(client.baseURL, mediaPath(module.media));
  const certificate = isLearner(profile) ? completedCertificateLink(progress, module.certificate) : null;
  const certificateHref = certificate ? assetUrl(client.baseURL, certificate.path) : undefined;
  return (
    <div className="mk-hero" part="hero">
      {/* The preview's largest paint: fetched ahead of the page's other images. */}
      {image ? <img className="mk-hero__image" src={image} alt="" fetchPriority="high" /> : null}
      <div className="mk-hero__text">
        <p className="mk-muted" {...contentAttributes(module)}>
          {module.categories?.[0]?.name}
        </p>
        <h2 {...contentAttributes(module)}>{module.name}</h2>
        <p className="mk-row mk-counts">
          <span>{t('count.likes', { count: likes })}</span>
          <span aria-hidden="true">·</span>
          <span>{t('count.views', { count: views ?? module.views ?? 0 })}</span>
          <span aria-hidden="true">·</span>
          <span className="mk-points-text">{t('player.modulePoints')}</span>
        </p>
        {isLearner(profile) ? <ProgressBar moduleId={module.id} progress={progress} /> : null}
        <div className="mk-row">
          <button type="button" className="mk-btn" onClick={onGetStarted} disabled={busy}>
            {t(isLearner(profile) ? START_LABELS[getStartedLabel(progress)] : 'player.getStarted')}
          </button>
          {certificate && certificateHref ? (
            <CertificateLink href={certificateHref} collectionName={certificate.collectionName} />
          ) : null}
          <ToggleIcon label={t('player.bookmark')} pressed={bookmarked} onClick={toggleBookmark}>
            <Icon icon={Star} filled={bookmarked} />
          </ToggleIcon>
          <ToggleIcon label={t('player.like')} pressed={liked} onClick={toggleLike}>
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
  const { t } = useT();
  return (
    <article className="mk-preview">
      <PreviewHero {...props} />
      <section className="mk-section" aria-labelledby={`qp-${module.id}`}>
        <h3 id={`qp-${module.id}`}>{t('player.quickPreview')}</h3>
        <SafeHtml html={module.description} lang={contentLanguage(module)} />
      </section>
      <ChipSection
        id={`rc-${module.id}`}
        title={t('player.relatedCareers')}
        items={module.careers}
        listClassName="mk-chips mk-chips--careers"
        chipText={(career) => career.name}
        lang={contentLanguage(module)}
        onOpen={(career) =>
          navigate(env, { kind: 'search', id: career.id, path: relatedCareerPath(module.id, career.id) })
        }
      />
      <OtherModules module={module} />
      <ChipSection
        id={`tg-${module.id}`}
        title={t('player.tags')}
        items={module.tags}
        listClassName="mk-chips"
        chipText={(tag) => `#${tag.name}`}
        lang={contentLanguage(module)}
        onOpen={(tag) =>
          navigate(env, { kind: 'search', path: searchPath({ keyword: tag.name, tagId: tag.id }) })
        }
      />
    </article>
  );
}
