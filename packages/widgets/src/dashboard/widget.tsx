import { defineWidget } from '../runtime/define-widget';
import { DASHBOARD_CSS, Dashboard } from './dashboard';

export const dashboardWidget = defineWidget({
  tag: 'modkit-dashboard',
  label: 'Dashboard',
  attributes: [],
  css: DASHBOARD_CSS,
  render: () => <Dashboard />,
});
