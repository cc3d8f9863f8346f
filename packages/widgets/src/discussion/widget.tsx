import { messages } from '../messages/discussion';
import { intAttribute, type WidgetDefinition } from '../runtime/define-widget';
import { DISCUSSION_CSS, Discussion } from './discussion';

export const discussionWidget: WidgetDefinition = {
  tag: 'modkit-discussion',
  label: 'Discussion',
  attributes: ['module-id'],
  css: DISCUSSION_CSS,
  messages,
  render: (attributes) => <Discussion moduleId={intAttribute(attributes['module-id'])} />,
};
