import { useClient } from '@modkit/sdk/react';
import { LearnerTable } from '@modkit/widgets';
import { PageFrame } from '../ui/page-frame';
import { onWidgetEvent } from '../widget-events';
import './supervision.css';
import { useAppTranslator } from '../i18n/use-app-translator';

/**
 * `/mentor/my-learners` and `/super-mentor/my-learners` (part 2 My Learners): the learner table widget
 * (two columns, search, paging, remove, invite, assign modules); a learner's name opens their details.
 */
export default function MyLearnersPage() {
  const client = useClient();
  const { t, lang } = useAppTranslator();
  return (
    <PageFrame title={t('learners.title')} hideTitle crumbs={[{ label: t('learners.title') }]}>
      <LearnerTable client={client} lang={lang} onEvent={onWidgetEvent} />
    </PageFrame>
  );
}
