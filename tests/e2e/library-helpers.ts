import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import { API, apiGet, buyPackage, freshEmail, signUpThroughApi } from './helpers';

/** What the library's browser tests share: accounts, the api's card lists, fresh learners. */

export const LEARNER = 'learner@modkit.test';
export const FREE = 'free@modkit.test';
export const MENTOR = 'mentor@modkit.test';
export const LIBRARY_PASSWORD = 'Library-pass-1';
export const APP = E2E_API_ORIGIN;

export interface Card {
  id: number;
  name: string;
  banner_text?: string | null;
  tags?: Array<{ id: number; name: string }>;
  careers?: Array<{ id: number; name: string }>;
  categories?: Array<{ id: number; name: string }>;
}
type Paged = { results: Card[]; total: number };

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A new learner through the api (FREE), optionally moved to a package through the test gateway. */
export async function freshLearner(request: APIRequestContext, tag: string, packageName?: string) {
  const email = freshEmail(`lib.${tag}`);
  const lastName = `Lib${tag}${Date.now().toString(36)}`.replace(/[^A-Za-z0-9]/g, '');
  const token = await signUpThroughApi(request, {
    email,
    password: LIBRARY_PASSWORD,
    firstName: 'Lena',
    lastName,
  });
  if (packageName) await buyPackage(request, token, packageName);
  return { email, token, lastName };
}

/** A list of the api with its total (`meta.pagination.total`). */
export async function apiPage(request: APIRequestContext, token: string, path: string): Promise<Paged> {
  const response = await request.get(`${API}${path}`, { headers: auth(token) });
  const body = (await response.json()) as {
    data: { results: Card[] };
    meta: { pagination: { total: number } };
  };
  return { results: body.data.results, total: body.meta.pagination.total };
}

/** A card of the page by its text. */
export const card = (page: Page, name: string) => page.getByRole('article').filter({ hasText: name }).first();

/** The first of `modules` whose full card (with its tags and careers) passes `has`, in list order. */
export async function firstFullCard(
  request: APIRequestContext,
  token: string,
  modules: Card[],
  has: (full: Card) => boolean,
): Promise<Card | undefined> {
  for (const m of modules) {
    const full = await apiGet<Card>(request, token, `/modules/auth/${m.id}?include=tags,careers`);
    if (has(full)) return full;
  }
  return undefined;
}
