import { useEffect, useState } from 'react';
import { session } from '../client';
import { useAppTranslator } from '../i18n/use-app-translator';
import { accountOf } from './device-account';
import './keep-offline.css';

/**
 * 'Keep offline' (issue 44): the learner keeps a module on this device on purpose; kept modules read in passing
 * go first when the room is full. A toggle (`aria-pressed`): 'Kept offline' once kept. Its state is read from the
 * device after the page is painted (kept-reads.ts, loaded then).
 */
export function KeepOfflineButton({ moduleId }: { moduleId: number }) {
  const { t } = useAppTranslator();
  const account = accountOf(session);
  const [pinned, setPinned] = useState(false);
  useEffect(() => {
    if (!account) return;
    let live = true;
    void import('./kept-reads').then(async ({ isPinned }) => {
      const kept = await isPinned(account, moduleId);
      if (live) setPinned(kept);
    });
    return () => {
      live = false;
    };
  }, [account, moduleId]);
  if (!account) return null;
  const toggle = async () => {
    const next = !pinned;
    setPinned(next);
    const { keepOnPurpose } = await import('./kept-reads');
    await keepOnPurpose(account, moduleId, next);
  };
  return (
    <p className="keep-offline">
      <button type="button" className="btn btn--secondary" aria-pressed={pinned} onClick={toggle}>
        {t(pinned ? 'offline.kept' : 'offline.keep')}
      </button>
      {pinned ? <span className="keep-offline__hint">{t('offline.keepHint')}</span> : null}
    </p>
  );
}
