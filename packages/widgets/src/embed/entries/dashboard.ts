import { dashboardWidget } from '../../dashboard/widget';
import { type EmbedConfig, mountWidget } from '../mount';

/** Loaded by the loader the first time a `<modkit-dashboard>` connects. */
export const mount = (host: HTMLElement, config: () => EmbedConfig) =>
  mountWidget(host, dashboardWidget, config);
