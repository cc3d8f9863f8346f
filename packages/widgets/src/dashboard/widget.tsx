import { messages } from '../messages/dashboard';
import type { WidgetDefinition } from '../runtime/define-widget';
import { DASHBOARD_CSS, Dashboard } from './dashboard';

export const dashboardWidget: WidgetDefinition = {
  tag: 'modkit-dashboard',
  label: 'Dashboard',
  attributes: ['heading'],
  css: DASHBOARD_CSS,
  messages,
  // `heading`: the widget's title, 'Dashboard' when absent; empty when the page gives the title itself.
  render: (attributes) => <Dashboard heading={attributes.heading} />,
};
