/**
 * Type tests of the elements' declarations (checked by `npm run typecheck`, never run): each line marked
 * `@ts-expect-error` must be an error, every other line must not.
 */

import { modkitEvent, onModkitEvent } from '@modkit/widgets/elements';
import type {} from '@modkit/widgets/jsx';

export const elements = [
  <modkit-library-carousel key="1" source="trending" theme="dark" lang="es" token="t" class="row" />,
  <modkit-library-carousel key="2" collection-id={4} />,
  // @ts-expect-error: not a carousel source
  <modkit-library-carousel key="3" source="bogus" />,
  <modkit-module-player key="4" module-id={12} view="module" tab={2} />,
  // @ts-expect-error: the module player needs its module
  <modkit-module-player key="5" />,
  // @ts-expect-error: no fourth tab
  <modkit-module-player key="6" module-id="12" tab={4} />,
  <modkit-discussion
    key="7"
    module-id={12}
    onmodkit:notice={(event) => event.detail.tone satisfies string}
  />,
  <modkit-points-badge key="8" refresh={1} onmodkit:ready={(event) => event.detail.points?.toFixed()} />,
  // @ts-expect-error: a ready event has no such detail
  <modkit-points-badge key="9" onmodkit:ready={(event) => event.detail.nope} />,
  <modkit-module-player
    key="10"
    module-id={12}
    onmodkit:progress={(event) => event.detail.completedPercentage.toFixed()}
    onmodkit:navigate={(event) => event.preventDefault()}
  />,
  // @ts-expect-error: theme is light or dark
  <modkit-dashboard key="11" heading="" theme="blue" />,
  <modkit-learner-table key="12" />,
];

/** The DOM's own maps know the elements and their events. */
export function listen(document: Document) {
  const badge = document.querySelector('modkit-points-badge');
  badge?.addEventListener('modkit:ready', (event) => event.detail.points);
  document.addEventListener('modkit:progress', (event) => event.detail.moduleId.toFixed());
  document.addEventListener('modkit:token-expiring', (event) => event.detail.expiresAt.toFixed());
  // @ts-expect-error: a progress event has no points
  document.addEventListener('modkit:progress', (event) => event.detail.points);
  const stop = onModkitEvent(document, 'modkit:error', (event) => event.detail.message.trim());
  // @ts-expect-error: not a modkit event
  onModkitEvent(document, 'modkit:nope', () => undefined);
  const attach: (element: HTMLElement) => () => void = modkitEvent(
    'modkit:navigate',
    (event) => event.detail.path,
  );
  return [stop, attach];
}
