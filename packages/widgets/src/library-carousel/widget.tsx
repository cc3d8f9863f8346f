import { messages } from '../messages/library-carousel';
import { intAttribute, type WidgetDefinition } from '../runtime/define-widget';
import { LIBRARY_CAROUSEL_CSS, LibraryCarousel } from './library-carousel';

export const libraryCarouselWidget: WidgetDefinition = {
  tag: 'modkit-library-carousel',
  label: 'Library',
  attributes: ['source', 'collection-id'],
  css: LIBRARY_CAROUSEL_CSS,
  messages,
  render: (attributes) => (
    <LibraryCarousel source={attributes.source} collectionId={intAttribute(attributes['collection-id'])} />
  ),
};
