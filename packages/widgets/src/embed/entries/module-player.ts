import { modulePlayerWidget } from '../../module-player/widget';
import { type EmbedConfig, mountWidget } from '../mount';

/** Loaded by the loader the first time a `<modkit-module-player>` connects. */
export const mount = (host: HTMLElement, config: () => EmbedConfig) =>
  mountWidget(host, modulePlayerWidget, config);
