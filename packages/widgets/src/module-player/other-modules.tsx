import { getRecentModules, type Module } from '@modkit/sdk';
import { modulePreviewPath } from '@modkit/sdk/rules';
import { useT } from '../runtime/i18n';
import { useResource } from '../runtime/use-resource';
import { navigate, useWidgetEnv } from '../runtime/widget-env';
import { painted } from '../ui/after-paint';
import { moduleCard } from '../ui/card-data';
import { Carousel } from '../ui/carousel';
import { Card } from '../ui/module-card';

/** How many other modules the preview offers. */
const OTHER_MODULES_LIMIT = 10;

/**
 * 'Other Modules' on the module preview (part 1 §2.20): the newest modules of the same category without the
 * current one (the search's `skip`), as cards that open their own preview. Hidden when there are none or the
 * call failed: it is a suggestion, not the page. Below the preview's first screen, it asks once that is painted.
 */
export function OtherModules({ module }: { module: Module }) {
  const env = useWidgetEnv();
  const { t } = useT();
  const client = env.client;
  const categoryId = module.categories?.[0]?.id;
  const others = useResource(async () => {
    if (!client) return [];
    await painted();
    const page = await getRecentModules(client, {
      skip: module.id,
      limit: OTHER_MODULES_LIMIT,
      ...(categoryId ? { category_id: categoryId } : {}),
    });
    return page.results.filter((m) => m.id !== module.id);
  }, [client, module.id, categoryId]);
  const list = others.data ?? [];
  if (!client || !list.length) return null;
  return (
    <Carousel title={t('player.otherModules')} itemCount={list.length}>
      {list.map((m: Module) => (
        <li key={m.id}>
          <Card
            card={moduleCard(m, client.baseURL)}
            now={env.now()}
            onOpen={() => navigate(env, { kind: 'module', id: m.id, path: modulePreviewPath(m.id) })}
          />
        </li>
      ))}
    </Carousel>
  );
}
