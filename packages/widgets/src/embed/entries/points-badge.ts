import { pointsBadgeWidget } from '../../points-badge/widget';
import { type EmbedConfig, mountWidget } from '../mount';

/** Loaded by the loader the first time a `<modkit-points-badge>` connects. */
export const mount = (host: HTMLElement, config: () => EmbedConfig) =>
  mountWidget(host, pointsBadgeWidget, config);
