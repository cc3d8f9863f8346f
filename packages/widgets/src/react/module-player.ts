import { modulePlayerWidget } from '../module-player/widget';
import { createWidgetComponent, numberAttribute } from './create-component';

/** `@modkit/widgets/module-player`: a module's preview and its three tabs (part 1 §2.20, §2.21, §2.27). */
export const ModulePlayer = /* @__PURE__ */ createWidgetComponent<{
  moduleId: number;
  /** 'module' opens the three tabs when the module is already the user's (the module page's URL). */
  view?: 'preview' | 'module';
}>(modulePlayerWidget, (p) => ({ 'module-id': numberAttribute(p.moduleId), view: p.view }));
