import { moduleTabOf } from '@modkit/sdk/rules';
import { messages } from '../messages/module-player';
import { intAttribute, type WidgetDefinition } from '../runtime/define-widget';
import { MODULE_PLAYER_CSS, ModulePlayer } from './module-player';

export const modulePlayerWidget: WidgetDefinition = {
  tag: 'modkit-module-player',
  label: 'Module',
  attributes: ['module-id', 'view', 'tab'],
  css: MODULE_PLAYER_CSS,
  messages,
  render: (attributes) => (
    <ModulePlayer
      moduleId={intAttribute(attributes['module-id'])}
      view={attributes.view === undefined ? undefined : attributes.view === 'module' ? 'module' : 'preview'}
      tab={attributes.tab === undefined ? undefined : moduleTabOf(attributes.tab)}
    />
  ),
};
