import type { Package } from '@modkit/sdk';

/** The props of the two layouts of the package table: the grid of wide screens and the tabs of small ones. */
export interface PackageLayoutProps {
  packages: Package[];
  currentName: string | null | undefined;
  /**
   * The package a locked action recommends: marked, and brought forward (its Choose focused in the grid,
   * its tab opened first in the tabs).
   */
  recommendedId?: number | undefined;
}
