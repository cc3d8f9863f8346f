import { likePage } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { useEffect, useState } from 'react';

export type LikeKind = 'school-project' | 'blog';

/** One like per page load while it runs (StrictMode runs effects twice in development). */
const pending = new Map<string, Promise<boolean>>();

/**
 * Sends the like once when the page opens (part 2, Like pages; POST with ACTION=LIKE): true when it
 * counted, false when this visitor had already liked it. A failed call counts as not liked, as the spec's
 * catalogue says ('Like failure: You have already liked this ...').
 */
export function usePageLike(kind: LikeKind, id: number): boolean | null {
  const client = useClient();
  const [liked, setLiked] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    const key = `${kind}/${id}`;
    const like =
      pending.get(key) ??
      likePage(client, kind, id).then(
        (answer) => answer.success === true,
        () => false,
      );
    pending.set(key, like);
    void like.then((ok) => {
      pending.delete(key);
      if (live) setLiked(ok);
    });
    return () => {
      live = false;
    };
  }, [client, kind, id]);
  return liked;
}
