import { pointsBadgeWidget } from '../points-badge/widget';
import { createWidgetComponent } from './create-component';

/** `@modkit/widgets/points-badge`: the user's points (part 1 §2.14); `refresh` reloads them when it changes. */
export const PointsBadge = /* @__PURE__ */ createWidgetComponent<{ refresh?: string }>(
  pointsBadgeWidget,
  (p) => ({
    refresh: p.refresh,
  }),
);
