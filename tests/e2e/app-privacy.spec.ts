import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import yauzl from 'yauzl';
import { API, DEMO_PASSWORD, expectAccessibleAndNarrow, freshLearnerInApp } from './helpers';
import { mainNav, signInAndOpen, url } from './shell-helpers';

/**
 * A person's own data (issue 27) in the app: My Profile's "Download my data" saves a zip with the JSON
 * document of everything held about them; "Delete my account" asks for the password, deletes the account and
 * ends the session (the address no longer signs in). In the admin console, Accounts finds a learner, downloads
 * their data and erases them after a confirmation.
 */

const PASSWORD = 'Privacy-pass-1';
const main = (page: Page) => page.getByRole('main');

/** The names and the JSON document of a downloaded zip. */
function readZip(path: string): Promise<{
  names: string[];
  document: { user_id: number; sections: Record<string, { rows: Array<Record<string, unknown>> }> };
}> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(readFileSync(path), { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const names: string[] = [];
      let document: unknown;
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            if (entry.fileName === 'modkit-data.json')
              document = JSON.parse(Buffer.concat(chunks).toString());
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve({ names, document: document as never }));
      zip.readEntry();
    });
  });
}

const download = async (page: Page, click: () => Promise<void>) => {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), content: await readZip((await file.path())!) };
};

test('a learner downloads their data, then deletes their account with their password', async ({ page }) => {
  const { email } = await freshLearnerInApp(page, 'privacy', {
    password: PASSWORD,
    firstName: 'Priya',
    lastName: 'Vance',
  });
  await page.goto(url('/my-profile'));
  const yourData = main(page).getByRole('region', { name: 'Your data' });
  await expect(yourData).toBeVisible();
  const saved = await download(page, () =>
    yourData.getByRole('button', { name: 'Download my data' }).click(),
  );
  expect(saved.name).toMatch(/^modkit-data-\d{4}-\d{2}-\d{2}\.zip$/);
  expect(saved.content.names).toContain('modkit-data.json');
  expect(saved.content.document.sections.users?.rows[0]).toMatchObject({ email, first_name: 'Priya' });
  await expect(yourData.getByRole('status')).toHaveText(/Your data is downloaded/);
  await expectAccessibleAndNarrow(page);

  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account' });
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByLabel('Your password')).toHaveAccessibleDescription(
    'The password is not correct.',
  );
  await expectAccessibleAndNarrow(page, ['dialog[open]']);
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Your account and your data have been deleted.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(url('/login'));
  const login = await page.request.post(`${API}/auth/login`, {
    data: { email, password: PASSWORD, recaptchaResponse: 'e2e' },
  });
  expect(login.status()).toBe(400);
});

test('an administrator finds a learner under Accounts, downloads their data and erases them', async ({
  page,
  browser,
}) => {
  const learnerPage = await browser.newPage();
  const { email } = await freshLearnerInApp(learnerPage, 'erased', {
    password: PASSWORD,
    firstName: 'Eli',
    lastName: 'Erasable',
  });
  await learnerPage.close();
  await signInAndOpen(page, 'admin@modkit.test', DEMO_PASSWORD, '/mentor/my-library');
  await mainNav(page).getByRole('link', { name: 'Accounts' }).click();
  await expect(page).toHaveURL(url('/admin/users'));
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  await main(page).getByLabel('Search by name or e-mail').fill(email);
  const table = main(page).getByRole('table', { name: 'Accounts' });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Eli Erasable');
  await expect(row).toContainText('Password');
  await expectAccessibleAndNarrow(page);

  const saved = await download(page, () => row.getByRole('button', { name: /^Download data/ }).click());
  expect(saved.content.document.sections.users?.rows[0]).toMatchObject({ email });

  await row.getByRole('button', { name: /^Erase/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Erase Eli Erasable' });
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Account erased.')).toBeVisible();
  await expect(main(page).getByText('No account matches.')).toBeVisible();
  const login = await page.request.post(`${API}/auth/login`, {
    data: { email, password: PASSWORD, recaptchaResponse: 'e2e' },
  });
  expect(login.status()).toBe(400);
});
