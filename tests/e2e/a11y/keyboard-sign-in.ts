import { expect, type Page } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../../playwright.config';
import { DEMO_PASSWORD } from '../helpers';
import { tabTo, type } from './focus';

/** Signs in on the login page by keyboard alone (Tab, typing, Enter); waits for `landing`. */
export async function signInByKeyboard(page: Page, email: string, landing: string, password = DEMO_PASSWORD) {
  await page.goto(`${E2E_API_ORIGIN}/login`);
  await tabTo(page, 'Email');
  await type(page, email);
  await tabTo(page, 'Password', { max: 1 });
  await type(page, password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${E2E_API_ORIGIN}${landing}`);
}
