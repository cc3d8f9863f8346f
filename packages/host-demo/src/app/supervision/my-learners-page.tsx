import { useClient } from '@modkit/sdk/react';
import { LearnerTable } from '@modkit/widgets';
import { PageFrame } from '../ui/page-frame';
import { onWidgetEvent } from '../widget-events';
import './supervision.css';

/**
 * `/mentor/my-learners` and `/super-mentor/my-learners` (part 2 My Learners): the learner table widget
 * (two columns, search, paging, remove, invite, assign modules); a learner's name opens their details.
 */
export default function MyLearnersPage() {
  const client = useClient();
  return (
    <PageFrame title="My Learners" hideTitle crumbs={[{ label: 'My Learners' }]}>
      <LearnerTable client={client} onEvent={onWidgetEvent} />
    </PageFrame>
  );
}
