import type { Client } from '../client/create-client';
import type { Bookmark } from '../contract/entities/social';
import type { AddBookmarkBody, BookmarkResponse, BookmarksQuery, BookmarksResponse } from '../contract/users';
import { listCall } from './list-calls';
import { requestData } from './requests';
import { type WriteOptions, writeRequest } from './write-options';

/** Loads a page of the user's bookmarks (GET /users/bookmarks). */
export const getBookmarks = listCall<BookmarksResponse, BookmarksQuery>('/users/bookmarks', {
  page: 1,
  limit: 12,
});

/** Bookmarks a module (POST /users/bookmarks); keep the returned id to remove it. */
export async function addBookmark(
  client: Client,
  moduleId: number,
  options?: WriteOptions,
): Promise<Bookmark> {
  const json: AddBookmarkBody = { module_id: moduleId };
  return requestData<BookmarkResponse>(client, 'POST', '/users/bookmarks', writeRequest(options, json));
}

/** Removes a bookmark by its own id (DELETE /users/bookmarks/{id}). */
export async function removeBookmark(
  client: Client,
  bookmarkId: number,
  options?: WriteOptions,
): Promise<void> {
  await client.request('DELETE', `/users/bookmarks/${bookmarkId}`, writeRequest(options));
}
