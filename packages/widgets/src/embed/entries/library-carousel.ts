import { libraryCarouselWidget } from '../../library-carousel/widget';
import { type EmbedConfig, mountWidget } from '../mount';

/** Loaded by the loader the first time a `<modkit-library-carousel>` connects. */
export const mount = (host: HTMLElement, config: () => EmbedConfig) =>
  mountWidget(host, libraryCarouselWidget, config);
