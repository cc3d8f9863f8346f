import { learnerTableWidget } from '../learner-table/widget';
import { createWidgetComponent } from './create-component';

/** `@modkit/widgets/learner-table`: a mentor's My Learners (part 2). */
export const LearnerTable = /* @__PURE__ */ createWidgetComponent<object>(learnerTableWidget, () => ({}));
