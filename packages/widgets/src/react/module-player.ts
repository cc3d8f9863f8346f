import { modulePlayerWidget } from '../module-player/widget';
import { createWidgetComponent, numberAttribute } from './create-component';

/** `@modkit/widgets/module-player`: a module's preview and its three tabs (part 1 §2.20, §2.21, §2.27). */
export const ModulePlayer = /* @__PURE__ */ createWidgetComponent<{
  moduleId: number;
  /** 'module' opens the three tabs when the module is already the user's (the module page's URL). */
  view?: 'preview' | 'module';
  /** The module page's tab (1, 2 or 3) when the host routes the tabs too (`modkit:navigate`, kind 'module-tab'). */
  tab?: 1 | 2 | 3 | undefined;
}>(modulePlayerWidget, (p) => ({
  'module-id': numberAttribute(p.moduleId),
  view: p.view,
  tab: numberAttribute(p.tab),
}));
