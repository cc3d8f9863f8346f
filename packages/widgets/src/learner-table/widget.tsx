import { messages } from '../messages/learner-table';
import type { WidgetDefinition } from '../runtime/define-widget';
import { LEARNER_TABLE_CSS, LearnerTable } from './learner-table';

export const learnerTableWidget: WidgetDefinition = {
  tag: 'modkit-learner-table',
  label: 'My Learners',
  attributes: [],
  css: LEARNER_TABLE_CSS,
  messages,
  render: () => <LearnerTable />,
};
