import type { Selectable, Transaction } from 'kysely';
import type { Database, ModulesTable, ProjectsTable } from '../db/schema';
import type { DemoPeople } from './demo-people';

/**
 * What each part of the first demo history step (`createDemoHistory`) shares: its transaction, the demo
 * people, the demo clock and dates, and the seeded random numbers. The parts draw from `random` in the
 * order `createDemoHistory` calls them, so the demo is the same on every fresh start.
 */
export interface DemoHistoryScope {
  trx: Transaction<Database>;
  people: DemoPeople;
  /** The seeding time (ms). */
  now: number;
  /** `daysAgo` days before `now`, at `hour` o'clock UTC (15 unless told), as an ISO string. */
  iso: (daysAgo: number, hour?: number) => string;
  random: () => number;
}

/** A published module of the demo catalogue, in id order. */
export type DemoModule = Pick<Selectable<ModulesTable>, 'id' | 'category_id' | 'reflection_question'>;

/** A project of one of the demo modules. */
export type DemoProject = Pick<Selectable<ProjectsTable>, 'id' | 'module_id' | 'type' | 'name'>;
