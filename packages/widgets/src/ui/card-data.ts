import type { Collection, Module } from '@modkit/sdk';
import { assetUrl, mediaPath } from '../runtime/asset-url';
import { englishWidgets, type WidgetTranslator } from '../runtime/i18n';
import { contentLanguage } from './content-language';
import type { CardData } from './module-card';

/** A module as a card: image, ribbon (banner_text), publish date, progress, category. */
export function moduleCard(module: Module, api: string): CardData {
  return {
    id: module.id,
    title: module.name,
    image: assetUrl(api, mediaPath(module.media)),
    ribbon: module.banner_text,
    publishAt: module.publish_at,
    completedPercentage: module.completed_percentage ?? module.HasAssignToUser?.completed_percentage,
    subtitle: module.categories?.[0]?.name,
    lang: contentLanguage(module),
    moduleId: module.id,
  };
}

/** A collection as a card: image and its module count ('1 module', '12 modules'). */
export function collectionCard(
  collection: Collection,
  api: string,
  i18n: WidgetTranslator = englishWidgets(),
): CardData {
  return {
    id: collection.id,
    title: collection.name,
    image: assetUrl(api, collection.media?.path),
    subtitle: i18n.t('count.modules', { count: collection.no_of_modules }),
  };
}
