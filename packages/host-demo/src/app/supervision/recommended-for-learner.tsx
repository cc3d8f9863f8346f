import { getRecommendationsFor } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { Card, Carousel, moduleCard } from '@modkit/widgets/ui';
import { navigate } from '../router/location';

/** The modules recommended for a learner (part 2 "Learner View Details"), a carousel shown only with items. */
export function RecommendedForLearner({ learnerId }: { learnerId: number }) {
  const client = useClient();
  const modules = useResource(() => getRecommendationsFor(client, learnerId), [client, learnerId]);
  const list = modules.data?.results ?? [];
  if (!list.length) return null;
  const now = Date.now();
  return (
    <Carousel title="Recommended Modules" itemCount={list.length}>
      {list.map((m) => (
        <li key={m.id}>
          <Card
            card={moduleCard(m, client.baseURL)}
            now={now}
            onOpen={() => navigate(`/my-library/module-preview/${m.id}`)}
          />
        </li>
      ))}
    </Carousel>
  );
}
