/**
 * The state of My Learners as hooks: the search (a moment after the typing stops), the page of learners,
 * the selection and the removal of learners after the confirm.
 */
import { type Client, getLearners, type Learner, removeLearner, removeLearners } from '@modkit/sdk';
import { removeConfirmText, SUCCESS_MESSAGES } from '@modkit/sdk/rules';
import { useEffect, useState } from 'react';
import { errorMessage } from '../runtime/error-message';
import { useT } from '../runtime/i18n';
import { loadProfile } from '../runtime/profile';
import { toggled } from '../runtime/toggled';
import { useResource } from '../runtime/use-resource';
import { useWidgetEnv } from '../runtime/widget-env';

export const LEARNERS_PAGE_SIZE = 10;
const SEARCH_DELAY_MS = 400;

/**
 * The search box's text, and the keyword asked for a moment after the typing stops (then back to page 1,
 * with `onSearch`, which clears the selection).
 */
export function useLearnerSearch(onSearch: () => void) {
  const [search, setSearch] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new search text starts the timer
  useEffect(() => {
    const timer = setTimeout(() => {
      setKeyword(search.trim());
      setPage(1);
      onSearch();
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  return { search, setSearch, keyword, page, setPage };
}

/** Removes one learner or several; the success text to show. */
async function removeAll(client: Client, ids: number[]) {
  if (ids.length === 1) await removeLearner(client, ids[0]!);
  else await removeLearners(client, ids);
  return ids.length === 1 ? SUCCESS_MESSAGES.learnerRemoved : SUCCESS_MESSAGES.learnersRemoved;
}

/** One page of learners (with the profile, reloaded after a change), and `modkit:ready` once it is in. */
export function useLearnersPage(client: Client | null, page: number, keyword: string) {
  const env = useWidgetEnv();
  const [fresh, setFresh] = useState(0);
  const data = useResource(async () => {
    if (!client) return null;
    const [profile, learners] = await Promise.all([
      loadProfile(client, fresh > 0),
      getLearners(client, { page, limit: LEARNERS_PAGE_SIZE, ...(keyword ? { keyword } : {}) }),
    ]);
    return { profile, learners };
  }, [client, page, keyword, fresh]);

  useEffect(() => {
    if (data.status === 'ready') env.emit('modkit:ready', { learners: data.data?.learners.total ?? 0 });
  }, [data.status, data.data, env]);
  return { data, refresh: () => setFresh((n) => n + 1) };
}

/**
 * The Remove confirm: the learners it asks about, and their removal once confirmed (they leave the
 * selection; a failure is for the error dialog).
 */
export function useLearnerRemoval(
  client: Client | null,
  selected: Set<number>,
  setSelected: (next: Set<number>) => void,
  onRemoved: (message: string) => void,
) {
  const [confirm, setConfirm] = useState<{ ids: number[]; text: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const i18n = useT();
  const remove = async () => {
    const target = confirm;
    setConfirm(null);
    if (!target || !client) return;
    try {
      const message = await removeAll(client, target.ids);
      setSelected(new Set([...selected].filter((id) => !target.ids.includes(id))));
      onRemoved(message);
    } catch (error) {
      setFailure(errorMessage(error, i18n));
    }
  };
  const askOne = (learner: Learner) => setConfirm({ ids: [learner.id], text: removeConfirmText('learner') });
  const askSelected = () => {
    const ids = [...selected];
    setConfirm({ ids, text: removeConfirmText(ids.length === 1 ? 'learner' : 'learners') });
  };
  return {
    confirm,
    askOne,
    askSelected,
    remove,
    cancel: () => setConfirm(null),
    failure,
    clearFailure: () => setFailure(null),
  };
}

/** The selected learners' ids, with one or a whole column toggled. */
export function useLearnerSelection() {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const toggle = (id: number) => setSelected(toggled(selected, id));
  const toggleAll = (ids: number[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setSelected(next);
  };
  return { selected, setSelected, toggle, toggleAll };
}
