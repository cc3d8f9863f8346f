/** Where the route sweep's pages are, and the part of a page its checks read. */
import type { Page } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../../playwright.config';

/** A path of the app (the product's origin, as the sweep opens it). */
export const url = (path: string) => `${E2E_API_ORIGIN}${path}`;
/** The page's main region. */
export const main = (page: Page) => page.locator('main');
