import { addBookmark, getBookmarks, removeBookmark } from '../api/bookmarks';
import { addComment } from '../api/comments';
import { likeModule } from '../api/likes';
import { submitReflectionAnswer, updateModuleProgress } from '../api/module-progress';
import { rateModule } from '../api/modules';
import { submitProject } from '../api/projects';
import type { WriteOptions } from '../api/write-options';
import type { Client } from '../client/create-client';
import type { QueuedPayloads, QueuedWrite } from './queued-write';

/** The bookmarks the device learnt of as its adds were answered (module → bookmark id). */
export type BookmarkIds = Map<number, number>;

/** A removal whose bookmark id the device does not know: it is found in the learner's bookmarks. */
async function bookmarkIdOf(client: Client, moduleId: number, known: BookmarkIds): Promise<number | null> {
  const id = known.get(moduleId);
  if (id !== undefined) return id;
  for (let page = 1; page <= 50; page++) {
    const { results, total } = await getBookmarks(client, { page, limit: 100 });
    const found = results.find((b) => b.module_id === moduleId);
    if (found) return found.id;
    if (page * 100 >= total) return null;
  }
  return null;
}

/** A kept file again (its bytes were kept in base64). */
function keptFile(file: QueuedPayloads['project']['files'][number]): File {
  const bytes = Uint8Array.from(atob(file.data), (c) => c.charCodeAt(0));
  return new File([bytes], file.name, { type: file.type });
}

/** Sends one waiting write with its key (and its time); resolves to the server's answer. */
export async function sendWrite(
  client: Client,
  write: QueuedWrite,
  bookmarks: BookmarkIds,
): Promise<unknown> {
  const options: WriteOptions = { idempotencyKey: write.id, actedAt: write.at };
  const { moduleId } = write;
  switch (write.kind) {
    case 'progress':
      return updateModuleProgress(client, moduleId, write.payload as QueuedPayloads['progress'], options);
    case 'reflection':
      return submitReflectionAnswer(
        client,
        moduleId,
        (write.payload as QueuedPayloads['reflection']).answer,
        options,
      );
    case 'rating':
      return rateModule(client, moduleId, (write.payload as QueuedPayloads['rating']).score, options);
    case 'like':
      return likeModule(client, moduleId, {
        ...options,
        liked: (write.payload as QueuedPayloads['like']).liked,
      });
    case 'bookmark': {
      const bookmark = await addBookmark(client, moduleId, options);
      bookmarks.set(moduleId, bookmark.id);
      return bookmark;
    }
    case 'unbookmark': {
      const id =
        (write.payload as QueuedPayloads['unbookmark']).bookmarkId ??
        (await bookmarkIdOf(client, moduleId, bookmarks));
      bookmarks.delete(moduleId);
      if (id !== null) await removeBookmark(client, id, options);
      return null;
    }
    case 'comment':
      return addComment(
        client,
        { module_id: moduleId, ...(write.payload as QueuedPayloads['comment']) },
        options,
      );
    case 'project': {
      const { userProjectId, files, ...text } = write.payload as QueuedPayloads['project'];
      return submitProject(client, userProjectId, { ...text, documents: files.map(keptFile) }, options);
    }
  }
}
