import { getCertificates, getRecommendations, getTotalPoints, type Module } from '@modkit/sdk';
import { type Badge, certificatesSince, modulePreviewPath, nextBadgeStep } from '@modkit/sdk/rules';
import { useId } from 'react';
import { assetUrl, mediaPath } from '../runtime/asset-url';
import { useT, type WidgetMessageId } from '../runtime/i18n';
import { useResource } from '../runtime/use-resource';
import { navigate, useWidgetEnv } from '../runtime/widget-env';
import { painted } from '../ui/after-paint';

/**
 * The moment a learner completes a module (issue: "a finish worth reaching"): their points so far and the
 * step to the next badge, the certificate a collection gave them while they were on the page (to
 * download), and the next recommended module. Each part shows only when it has something to say. At the end
 * of the last tab, it asks for them once the tab is painted.
 */
export function ModuleComplete({ module, openedAt }: { module: Module; openedAt: number }) {
  const env = useWidgetEnv();
  const { t } = useT();
  const client = env.client;
  const titleId = useId();
  const data = useResource(async () => {
    if (!client) return null;
    await painted();
    const [points, certificates, recommended] = await Promise.all([
      getTotalPoints(client).catch(() => null),
      getCertificates(client)
        .then((page) => page.results)
        .catch(() => []),
      getRecommendations(client, { limit: 3 })
        .then((page) => page.results)
        .catch(() => []),
    ]);
    return {
      points,
      certificates: certificatesSince(certificates, openedAt),
      next: recommended.find((m) => m.id !== module.id) ?? null,
    };
  }, [client, module.id, openedAt]);
  const found = data.data;
  return (
    <section className="mk-complete" aria-labelledby={titleId} part="module-complete">
      <h3 id={titleId}>{t('module.completedTitle')}</h3>
      <p>{t('module.finished', { name: module.name })}</p>
      {found?.points ? <BadgeStep points={found.points.points} /> : null}
      {found?.certificates.map((certificate) => {
        const href = assetUrl(client?.baseURL, mediaPath(certificate.media));
        return (
          <p key={certificate.id} className="mk-complete__certificate">
            {t('module.certificateEarned', {
              collection: certificate.collection?.name ?? t('module.aCollection'),
            })}{' '}
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer">
                {t('module.downloadCertificate')}
              </a>
            ) : null}
          </p>
        );
      })}
      {found?.next ? (
        <p className="mk-complete__next">
          {t('module.upNext')}{' '}
          <button
            type="button"
            className="mk-link-btn"
            onClick={() =>
              navigate(env, {
                kind: 'module',
                id: found.next!.id,
                path: modulePreviewPath(found.next!.id),
              })
            }
          >
            {found.next.name}
          </button>
        </p>
      ) : null}
    </section>
  );
}

/** The badges' names (the rules' tiers) as messages. */
const BADGE_NAMES: Record<Badge['id'], WidgetMessageId> = {
  1: 'badge.explorer',
  2: 'badge.vividThinker',
  3: 'badge.masterProblemSolver',
};

/** The points so far and the step to the next badge (or that every badge is earned). */
function BadgeStep({ points }: { points: number }) {
  const { t } = useT();
  const step = nextBadgeStep(points);
  const badge = step.next ? t(BADGE_NAMES[step.next.id]) : '';
  return (
    <div className="mk-complete__points">
      <p>{t('module.pointsSoFar', { points: t('count.points', { count: points }) })}</p>
      {step.next ? (
        <>
          <progress max={100} value={step.progress} aria-label={t('module.badgeProgress', { badge })} />
          <p className="mk-muted">
            {t('module.toNextBadge', { points: t('count.points', { count: step.toGo }), badge })}
          </p>
        </>
      ) : (
        <p className="mk-muted">{t('module.everyBadge')}</p>
      )}
    </div>
  );
}
