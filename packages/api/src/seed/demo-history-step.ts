import type { ApiContext } from '../config/context';
import type { DemoCatalogue } from './demo-catalogue';
import type { DemoPeople } from './demo-people';

/** One step of the demo accounts' history: what it adds for the demo people, over the demo catalogue's modules. */
export type DemoHistoryStep = (ctx: ApiContext, people: DemoPeople, demo: DemoCatalogue) => Promise<void>;
