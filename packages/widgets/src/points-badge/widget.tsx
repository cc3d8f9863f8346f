import { messages } from '../messages/points-badge';
import type { WidgetDefinition } from '../runtime/define-widget';
import { POINTS_BADGE_CSS, PointsBadge } from './points-badge';

export const pointsBadgeWidget: WidgetDefinition = {
  tag: 'modkit-points-badge',
  label: 'Points',
  attributes: ['refresh'],
  css: POINTS_BADGE_CSS,
  messages,
  render: (attributes) => <PointsBadge refresh={attributes.refresh} />,
};
