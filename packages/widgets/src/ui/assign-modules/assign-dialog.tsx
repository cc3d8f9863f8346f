import { assignModulesToLearners, type Client, type Module } from '@modkit/sdk';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../runtime/error-message';
import { useT } from '../../runtime/i18n';
import { toggled } from '../../runtime/toggled';
import { contentAttributes } from '../content-language';
import { DialogButtons } from '../dialog-buttons';
import { ErrorDialog } from '../error-dialog';
import { Modal } from '../modal';
import { TextField } from '../text-field';
import { useHeldModules, useModuleSearch } from './use-assignable-modules';

/** The modules found, each with its checkbox ('Searching…' while the search runs). */
function ModulePickList({
  modules,
  picked,
  onToggle,
}: {
  modules: Module[] | null;
  picked: Set<number>;
  onToggle: (id: number) => void;
}) {
  const { t } = useT();
  if (modules === null)
    return (
      <p className="mk-state" role="status">
        {t('learners.searching')}
      </p>
    );
  if (modules.length === 0) return <p className="mk-state">{t('empty.noRecord')}</p>;
  return (
    <ul className="mk-pick-list">
      {modules.map((module) => (
        <li key={module.id}>
          <label className="mk-row">
            <input type="checkbox" checked={picked.has(module.id)} onChange={() => onToggle(module.id)} />
            <span {...contentAttributes(module)}>{module.name}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}

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
  const i18n = useT();
  const { t } = i18n;
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const key = learnerIds.join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for learnerIds
  useEffect(() => {
    if (open && client) setPicked(new Set());
  }, [open, key, client]);
  const held = useHeldModules(client, open, learnerIds);
  const modules = useModuleSearch(client, open, keyword);

  const assign = async () => {
    if (!client || picked.size === 0) return;
    setBusy(true);
    try {
      await assignModulesToLearners(client, learnerIds, [...picked]);
      onAssigned(t('success.modulesAssigned'));
    } catch (error) {
      setFailure(errorMessage(error, i18n));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Modal
        open={open}
        title={t('learners.assignTitle')}
        onClose={onClose}
        footer={
          <DialogButtons
            onCancel={onClose}
            action={t('learners.assignCount', { count: picked.size })}
            onAction={assign}
            disabled={picked.size === 0 || busy}
          />
        }
      >
        <TextField
          id={`${id}-search`}
          label={t('learners.searchModules')}
          type="search"
          value={keyword}
          onText={setKeyword}
        />
        <ModulePickList
          modules={modules?.filter((m) => !held.has(m.id)) ?? null}
          picked={picked}
          onToggle={(moduleId) => setPicked(toggled(picked, moduleId))}
        />
      </Modal>
      <ErrorDialog message={failure} title={t('error.titleUpper')} onClose={() => setFailure(null)} />
    </>
  );
}
