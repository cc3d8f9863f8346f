import type { CarouselSource } from '../library-carousel/sources';
import { libraryCarouselWidget } from '../library-carousel/widget';
import { createWidgetComponent, numberAttribute } from './create-component';

export type { CarouselSource } from '../library-carousel/sources';

/** `@modkit/widgets/library-carousel`: one row of the library (part 1 §2.17–2.19). */
export const LibraryCarousel = /* @__PURE__ */ createWidgetComponent<{
  source?: CarouselSource;
  collectionId?: number;
}>(libraryCarouselWidget, (p) => ({ source: p.source, 'collection-id': numberAttribute(p.collectionId) }));
