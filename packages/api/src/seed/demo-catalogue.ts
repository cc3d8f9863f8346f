import type { CatalogueFile } from '../catalogue-import/catalogue-format';

/**
 * The demo catalogue's own keys. The demo history (views, progress, projects, collections finished) is
 * written over these modules only, never over a catalogue a school imported into the same database.
 */
export interface DemoCatalogue {
  moduleKeys: string[];
  subcategoryKeys: string[];
  collectionKeys: string[];
}

export function demoCatalogueKeys(files: CatalogueFile[]): DemoCatalogue {
  return {
    moduleKeys: files.flatMap((f) => f.modules.map((m) => m.key)),
    subcategoryKeys: files.flatMap((f) => f.category.subcategories.map((s) => s.key)),
    collectionKeys: files.flatMap((f) => f.collections.map((c) => c.key)),
  };
}
