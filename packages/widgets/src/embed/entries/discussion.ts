import { discussionWidget } from '../../discussion/widget';
import { type EmbedConfig, mountWidget } from '../mount';

/** Loaded by the loader the first time a `<modkit-discussion>` connects. */
export const mount = (host: HTMLElement, config: () => EmbedConfig) =>
  mountWidget(host, discussionWidget, config);
