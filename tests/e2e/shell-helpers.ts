import { expect, type Page } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';

/** What the shell's browser tests share: accounts, locators of the shell, and profile patching. */

export const LEARNER = 'learner@modkit.test';
export const FREE = 'free@modkit.test';
export const SUPER_MENTOR = 'supermentor@modkit.test';
export const SHELL_PASSWORD = 'Shell-pass-1';
export const url = (path: string) => `${E2E_API_ORIGIN}${path}`;

/** Signs in through the login form, whatever the role lands on, then opens `path` inside the shell. */
export async function signInAndOpen(page: Page, email: string, password: string, path: string) {
  await page.goto(url('/login'));
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/(login)?(\?.*)?$/);
  await page.goto(url(path));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The profile fields the api cannot set for a test account (library-bound, mentor-granted). */
export interface ProfileData {
  meta: { location?: boolean; allowed_modules?: number };
  modulesViewedAndRemaining?: { remaining_module: number };
}

/** Serves the signed-in profile with some fields changed. */
export async function patchProfile(page: Page, patch: (data: ProfileData) => void) {
  await page.route('**/api/users/profile', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { data: ProfileData };
    patch(body.data);
    await route.fulfill({ response, json: body });
  });
}

export const header = (page: Page) => page.getByRole('banner');
export const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
export const openDialog = (page: Page, name: string) => page.getByRole('dialog', { name });
