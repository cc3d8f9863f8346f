/**
 * The assign dialog's data as hooks: the modules every selected learner already has (left out of the
 * list), and the modules a keyword finds (searched a moment after the typing stops; null while searching).
 */
import { type Client, getLearnerModules, type Module, searchAssignableModules } from '@modkit/sdk';
import { useEffect, useState } from 'react';

const SEARCH_DELAY_MS = 400;

/** The ids of the modules all the learners hold. */
export function useHeldModules(client: Client | null, open: boolean, learnerIds: number[]) {
  const [held, setHeld] = useState<Set<number>>(new Set());
  const key = learnerIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for learnerIds
  useEffect(() => {
    if (!open || !client) return;
    let live = true;
    Promise.all(learnerIds.map((learner) => getLearnerModules(client, learner, { limit: 100 })))
      .then((pages) => {
        const sets = pages.map(
          (p) => new Set(p.results.map((m) => m.module?.id).filter((x): x is number => !!x)),
        );
        const common = sets.length ? [...sets[0]!].filter((m) => sets.every((s) => s.has(m))) : [];
        if (live) setHeld(new Set(common));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [open, key, client]);
  return held;
}

/** The assignable modules the keyword finds (all without one); an empty list when the search fails. */
export function useModuleSearch(client: Client | null, open: boolean, keyword: string) {
  const [modules, setModules] = useState<Module[] | null>(null);
  useEffect(() => {
    if (!open || !client) return;
    let live = true;
    setModules(null);
    const timer = setTimeout(() => {
      searchAssignableModules(client, keyword.trim() || undefined).then(
        (page) => live && setModules(page.results),
        () => live && setModules([]),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [open, keyword, client]);
  return modules;
}
