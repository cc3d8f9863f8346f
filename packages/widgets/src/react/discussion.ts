import { discussionWidget } from '../discussion/widget';
import { createWidgetComponent, numberAttribute } from './create-component';

/** `@modkit/widgets/discussion`: a module's comments (part 1 §2.26). */
export const Discussion = /* @__PURE__ */ createWidgetComponent<{ moduleId: number }>(
  discussionWidget,
  (p) => ({
    'module-id': numberAttribute(p.moduleId),
  }),
);
