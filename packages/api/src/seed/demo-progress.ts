import type { Insertable } from 'kysely';
import type { UserModulesTable } from '../db/schema';

/** A demo learner's progress through a module: one of the steps the module's tabs mark. */
export type DemoProgress = 0 | 33 | 66 | 100;

/** The user_modules fields a progress step decides: ASSIGNED until opened, then VIEWED, and the tabs done. */
export const progressFields = (pct: DemoProgress) =>
  ({
    status: pct === 0 ? 'ASSIGNED' : 'VIEWED',
    completed_percentage: pct,
    completed_tab: pct === 100 ? 3 : pct / 33,
  }) satisfies Partial<Insertable<UserModulesTable>>;
