import { dashboardWidget } from '../dashboard/widget';
import { createWidgetComponent } from './create-component';

/** `@modkit/widgets/dashboard`: the super mentor's dashboard (part 2); its chart's code loads lazily. */
export const Dashboard = /* @__PURE__ */ createWidgetComponent<{
  /** The widget's title ('Dashboard' when absent); '' when the page gives the title itself. */
  heading?: string;
}>(dashboardWidget, (p) => ({ heading: p.heading }));
