/** The whole `widgets` namespace, its English in the bundle (the standalone app's catalogue, the LTI tool, tests). */
import type { Catalogue } from '../catalogue';
import { messages } from './en/widgets';
import { WIDGETS_LOAD } from './widgets';

export const WIDGETS_CATALOGUE: Catalogue = { english: messages, load: WIDGETS_LOAD };
