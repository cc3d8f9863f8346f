import { useClient } from '@modkit/sdk/react';
import { Dashboard } from '@modkit/widgets';
import { useAppTranslator } from '../i18n/use-app-translator';
import { PageFrame } from '../ui/page-frame';
import { onWidgetEvent } from '../widget-events';

/**
 * `/super-mentor/dashboard` (part 2 Super Mentor Dashboard): the dashboard widget (filters kept locally,
 * counters, pie, hour comparison, leaderboards, SHOW/HIDE per widget); a leaderboard row opens the learner.
 * The page's h1 is the one title: the widget shows none of its own (`heading=""`), only its scope line.
 */
export default function DashboardPage() {
  const client = useClient();
  const { t, lang } = useAppTranslator();
  return (
    <PageFrame title={t('dashboard.title')} crumbs={[{ label: t('dashboard.title') }]}>
      <Dashboard client={client} lang={lang} heading="" onEvent={onWidgetEvent} />
    </PageFrame>
  );
}
