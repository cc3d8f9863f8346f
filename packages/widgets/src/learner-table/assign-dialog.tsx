import {
  assignModulesToLearners,
  type Client,
  getLearnerModules,
  type Module,
  searchAssignableModules,
} from '@modkit/sdk';
import { EMPTY_STATES, ERROR_TITLES, SUCCESS_MESSAGES } from '@modkit/sdk/rules';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../runtime/error-message';
import { ErrorDialog } from '../ui/error-dialog';
import { Modal } from '../ui/modal';

const SEARCH_DELAY_MS = 400;

/**
 * Assign module(s) (part 2): search modules (keyword optional), leaving out modules every selected
 * learner already has, pick several, assign to each selected learner.
 */
export function AssignDialog({
  client,
  open,
  learnerIds,
  onClose,
  onAssigned,
}: {
  client: Client | null;
  open: boolean;
  learnerIds: number[];
  onClose: () => void;
  onAssigned: (message: string) => void;
}) {
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const [modules, setModules] = useState<Module[] | null>(null);
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [held, setHeld] = useState<Set<number>>(new Set());
  const key = learnerIds.join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for learnerIds
  useEffect(() => {
    if (!open || !client) return;
    setPicked(new Set());
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

  const assign = async () => {
    if (!client || picked.size === 0) return;
    setBusy(true);
    try {
      await assignModulesToLearners(client, learnerIds, [...picked]);
      onAssigned(SUCCESS_MESSAGES.modulesAssigned);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const visible = (modules ?? []).filter((m) => !held.has(m.id));
  return (
    <>
      <Modal
        open={open}
        title="Assign module(s)"
        onClose={onClose}
        footer={
          <>
            <button type="button" className="mk-btn mk-btn--ghost" onClick={onClose}>
              Cancel
            </button>
            <button type="button" className="mk-btn" disabled={picked.size === 0 || busy} onClick={assign}>
              Assign{picked.size ? ` (${picked.size})` : ''}
            </button>
          </>
        }
      >
        <label className="mk-label" htmlFor={`${id}-search`}>
          Search modules
        </label>
        <input
          id={`${id}-search`}
          className="mk-input"
          type="search"
          value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)}
        />
        {modules === null ? (
          <p className="mk-state" role="status">
            Searching…
          </p>
        ) : visible.length === 0 ? (
          <p className="mk-state">{EMPTY_STATES.noRecord}</p>
        ) : (
          <ul className="mk-pick-list">
            {visible.map((module) => (
              <li key={module.id}>
                <label className="mk-row">
                  <input
                    type="checkbox"
                    checked={picked.has(module.id)}
                    onChange={() => {
                      const next = new Set(picked);
                      if (next.has(module.id)) next.delete(module.id);
                      else next.add(module.id);
                      setPicked(next);
                    }}
                  />
                  {module.name}
                </label>
              </li>
            ))}
          </ul>
        )}
      </Modal>
      <ErrorDialog message={failure} title={ERROR_TITLES.upper} onClose={() => setFailure(null)} />
    </>
  );
}
