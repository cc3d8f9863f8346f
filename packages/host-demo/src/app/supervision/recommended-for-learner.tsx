import { getRecommendationsFor } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { Carousel } from '@modkit/widgets/ui';
import { ModuleCardItems } from '../library/card-grid';

/** The modules recommended for a learner (part 2 "Learner View Details"), a carousel shown only with items. */
export function RecommendedForLearner({ learnerId }: { learnerId: number }) {
  const client = useClient();
  const modules = useResource(() => getRecommendationsFor(client, learnerId), [client, learnerId]);
  const list = modules.data?.results ?? [];
  if (!list.length) return null;
  return (
    <Carousel title="Recommended Modules" itemCount={list.length}>
      <ModuleCardItems modules={list} />
    </Carousel>
  );
}
