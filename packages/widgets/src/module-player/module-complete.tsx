import { getCertificates, getRecommendations, getTotalPoints, type Module } from '@modkit/sdk';
import { certificatesSince, countText, modulePreviewPath, nextBadgeStep } from '@modkit/sdk/rules';
import { useId } from 'react';
import { assetUrl, mediaPath } from '../runtime/asset-url';
import { useResource } from '../runtime/use-resource';
import { navigate, useWidgetEnv } from '../runtime/widget-env';

/**
 * The moment a learner completes a module (issue: "a finish worth reaching"): their points so far and the
 * step to the next badge, the certificate a collection gave them while they were on the page (to
 * download), and the next recommended module. Each part shows only when it has something to say.
 */
export function ModuleComplete({ module, openedAt }: { module: Module; openedAt: number }) {
  const env = useWidgetEnv();
  const client = env.client;
  const titleId = useId();
  const data = useResource(async () => {
    if (!client) return null;
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
      <h3 id={titleId}>Module completed!</h3>
      <p>You finished {module.name}.</p>
      {found?.points ? <BadgeStep points={found.points.points} /> : null}
      {found?.certificates.map((certificate) => {
        const href = assetUrl(client?.baseURL, mediaPath(certificate.media));
        return (
          <p key={certificate.id} className="mk-complete__certificate">
            Certificate earned: {certificate.collection?.name ?? 'a collection'}.{' '}
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer">
                Download the certificate
              </a>
            ) : null}
          </p>
        );
      })}
      {found?.next ? (
        <p className="mk-complete__next">
          Up next:{' '}
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

/** The points so far and the step to the next badge (or that every badge is earned). */
function BadgeStep({ points }: { points: number }) {
  const step = nextBadgeStep(points);
  return (
    <div className="mk-complete__points">
      <p>
        <strong>{countText(points, 'point')}</strong> so far
      </p>
      {step.next ? (
        <>
          <progress max={100} value={step.progress} aria-label={`Progress to the ${step.next.name} badge`} />
          <p className="mk-muted">
            {countText(step.toGo, 'point')} to the {step.next.name} badge
          </p>
        </>
      ) : (
        <p className="mk-muted">You have earned every badge.</p>
      )}
    </div>
  );
}
