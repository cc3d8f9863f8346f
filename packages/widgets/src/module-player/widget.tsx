import { intAttribute, type WidgetDefinition } from '../runtime/define-widget';
import { MODULE_PLAYER_CSS, ModulePlayer } from './module-player';

export const modulePlayerWidget: WidgetDefinition = {
  tag: 'modkit-module-player',
  label: 'Module',
  attributes: ['module-id', 'view'],
  css: MODULE_PLAYER_CSS,
  render: (attributes) => (
    <ModulePlayer
      moduleId={intAttribute(attributes['module-id'])}
      view={attributes.view === undefined ? undefined : attributes.view === 'module' ? 'module' : 'preview'}
    />
  ),
};
