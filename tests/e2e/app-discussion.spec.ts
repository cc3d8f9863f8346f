import { expect, type Page, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import { DEMO_PASSWORD, freshLearnerInApp, moduleIdByName } from './helpers';
import { signInAndOpen } from './shell-helpers';

/**
 * The discussion under a module (part 1 §2.26) in the app: a learner posts, replies and edits their own
 * words (never someone else's), each action says what happened; an administrator deletes after the Yes/No
 * confirmation, and the comment with its replies is gone for everyone.
 */

const url = (path: string) => `${E2E_API_ORIGIN}${path}`;
const discussion = (page: Page) => page.getByRole('region', { name: /Discussion/ });
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('a learner posts, replies and edits; an administrator deletes', async ({ page, browser }) => {
  const { token } = await freshLearnerInApp(page, 'discussion', {
    password: 'Discuss-pass-1',
    firstName: 'Ines',
  });
  const moduleId = await moduleIdByName(page.request, token, 'Why Bridges Stand Up');
  await page.goto(url(`/my-library/module-preview/${moduleId}`));
  const words = `Which truss shape holds the most weight? ${Date.now()}`;
  await discussion(page).getByLabel('Add a comment').fill(words);
  await discussion(page).getByRole('button', { name: 'Post' }).click();
  await expect(notice(page, 'Your comment is posted.')).toBeVisible();
  const mine = discussion(page).getByRole('listitem').filter({ hasText: words }).first();
  await expect(mine).toContainText('Ines');

  await mine.getByRole('button', { name: 'Reply' }).click();
  await mine.getByLabel('Reply to Ines Learner').fill('Answering myself: the triangle.');
  await mine.getByRole('button', { name: 'Reply', exact: true }).last().click();
  await expect(notice(page, 'Your reply is posted.')).toBeVisible();
  await expect(
    mine.getByRole('listitem').filter({ hasText: 'Answering myself: the triangle.' }),
  ).toBeVisible();

  await mine.getByRole('button', { name: 'Edit' }).first().click();
  // The comment's words are now in the edit box only (no longer the item's text that `mine` matches).
  const edit = discussion(page).getByLabel('Edit your comment');
  await expect(edit).toHaveValue(words);
  await edit.fill(`${words} (edited)`);
  await discussion(page).getByRole('button', { name: 'Update' }).click();
  await expect(notice(page, 'Your comment is updated.')).toBeVisible();
  await expect(discussion(page).getByText(`${words} (edited)`)).toBeVisible();
  // A learner may edit only their own words and delete nothing.
  await expect(discussion(page).getByRole('button', { name: 'Delete' })).toHaveCount(0);

  const admin = await browser.newPage();
  await signInAndOpen(admin, 'admin@modkit.test', DEMO_PASSWORD, `/my-library/module-preview/${moduleId}`);
  const theirs = discussion(admin)
    .getByRole('listitem')
    .filter({ hasText: `${words} (edited)` })
    .first();
  await expect(theirs.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await theirs.getByRole('button', { name: 'Delete' }).first().click();
  const confirm = admin.getByRole('alertdialog', { name: 'Delete comment' });
  await expect(confirm).toContainText('Are you sure you want to delete this comment?');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(notice(admin, 'The comment is deleted.')).toBeVisible();
  await expect(discussion(admin).getByText(words)).toHaveCount(0);
  await admin.close();

  await page.reload();
  await expect(discussion(page).getByText(words)).toHaveCount(0);
  await expect(discussion(page).getByText('Answering myself: the triangle.')).toHaveCount(0);
});
