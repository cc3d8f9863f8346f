import { getRecommendationsFor } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { Carousel } from '@modkit/widgets/ui';
import { useAppTranslator } from '../i18n/use-app-translator';
import { ModuleCardItems } from '../library/card-grid';

/** The modules recommended for a learner (part 2 "Learner View Details"), a carousel shown only with items. */
export function RecommendedForLearner({ learnerId }: { learnerId: number }) {
  const client = useClient();
  const { t } = useAppTranslator();
  const modules = useResource(() => getRecommendationsFor(client, learnerId), [client, learnerId]);
  const list = modules.data?.results ?? [];
  if (!list.length) return null;
  return (
    <Carousel title={t('sup.recommendedModules')} itemCount={list.length}>
      <ModuleCardItems modules={list} />
    </Carousel>
  );
}
