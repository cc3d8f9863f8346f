/** What the public screens' browser tests share: the page's addresses, a valid enquiry, its thanks. */
import type { Page } from '@playwright/test';

/** Every address the page's main frame reached, history changes included (the app routes in place). */
export function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

/** Fills the form with valid values (the country code is already India). */
export async function fillValidEnquiry(page: Page, email: string, topic: string) {
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('9876543210');
  await page.getByLabel('Nature of Enquiry').selectOption(topic);
  await page.getByLabel('Message').fill('How do collections work for a class?');
}

/** What an enquiry form says once it is sent. */
export const THANKS = 'Thanks for your enquiry. Our team will get in touch with you soon.';
