import { type ModuleProgressResult, updateModuleProgress } from '@modkit/sdk';
import {
  completeOnContinue,
  completeOnScroll,
  nextCompletedPercentage,
  shouldSaveProgress,
  type TabsCompleted,
  tabsCompletedFromPercentage,
} from '@modkit/sdk/rules';
import { useCallback, useRef, useState } from 'react';
import { notifyPointsChanged } from '../runtime/bus';
import type { ProgressDetail } from '../runtime/events';
import { useT } from '../runtime/i18n';
import { useWidgetEnv, type WidgetEnv } from '../runtime/widget-env';
import { write } from '../runtime/writes';
import { useNotify } from '../ui/toasts';

/** Waits between the attempts of a progress save that failed (then the error is told to the host). */
const RETRY_DELAYS_MS = [1_000, 3_000, 9_000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A save through the host's queue, which keeps it on the device until the server has it (and retries itself):
 * the server's answer, 'waiting', or null when it was refused (the host hears `modkit:error`).
 */
async function queuedSave(
  env: WidgetEnv,
  moduleId: number,
  payload: { completed_percentage: number; completed_tab: number },
): Promise<ModuleProgressResult | 'waiting' | null> {
  try {
    const result = await write<ModuleProgressResult | null>(
      env,
      { kind: 'progress', moduleId, payload },
      async () => null,
    );
    return result.status === 'waiting' ? 'waiting' : result.answer;
  } catch (error) {
    env.emit('modkit:error', { message: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

/**
 * The three tabs' completion (part 1 §4): Continue completes tabs 1 and 2, reaching the end of tab 3
 * completes it; the stored percentage (33, 66, 100) only ever rises, and each rise tells the host
 * `modkit:progress`. A save that fails is tried again (after 1, 3 and 9 s) before the host hears
 * `modkit:error`; only a save the server acknowledged counts as stored. Where the host queues writes made
 * offline (issue 44), the save goes through its queue: one the server cannot take now waits on the device
 * ('Saved on this device…') and the host's queue sends it once. The points badge refreshes when the
 * server says the save earned points.
 */
export function useTabProgress(moduleId: number, stored: number | null | undefined, canSave: boolean) {
  const env = useWidgetEnv();
  const notify = useNotify();
  const { t } = useT();
  const [tabs, setTabs] = useState<TabsCompleted>(() => tabsCompletedFromPercentage(stored));
  const saved = useRef(stored ?? 0);
  const inFlight = useRef(0);

  /** The server has the percentage: it counts as stored, the host hears it, points refresh the badge. */
  const acknowledged = useCallback(
    (percentage: number, completedTab: number, pointsAwarded: number) => {
      saved.current = Math.max(saved.current, percentage);
      const detail: ProgressDetail = { moduleId, completedPercentage: percentage, completedTab };
      env.emit('modkit:progress', detail);
      if (pointsAwarded > 0) notifyPointsChanged();
    },
    [env, moduleId],
  );

  const send = useCallback(
    async (percentage: number, completedTab: number) => {
      const client = env.client;
      if (!client) return;
      const progress = { completed_percentage: percentage, completed_tab: completedTab };
      if (env.writes?.handles('progress')) {
        const result = await queuedSave(env, moduleId, progress);
        if (result === 'waiting') {
          saved.current = Math.max(saved.current, percentage);
          notify(t('offline.saved'), 'info');
        } else if (result) acknowledged(percentage, completedTab, result.pointsAwarded);
        return;
      }
      for (let attempt = 0; ; attempt++) {
        try {
          const { pointsAwarded } = await updateModuleProgress(client, moduleId, progress);
          return acknowledged(percentage, completedTab, pointsAwarded);
        } catch (error) {
          // A higher save has started since: it stores this progress too.
          if (inFlight.current !== percentage) return;
          const delay = RETRY_DELAYS_MS[attempt];
          if (delay === undefined) {
            env.emit('modkit:error', { message: error instanceof Error ? error.message : String(error) });
            return;
          }
          await wait(delay);
        }
      }
    },
    [env, moduleId, acknowledged, notify, t],
  );

  const save = useCallback(
    async (next: TabsCompleted) => {
      setTabs(next);
      const percentage = nextCompletedPercentage(next.filter(Boolean).length);
      const stored = Math.max(saved.current, inFlight.current);
      if (!canSave || !env.client || !shouldSaveProgress(stored, percentage)) return;
      inFlight.current = percentage;
      try {
        await send(percentage, next.lastIndexOf(true) + 1);
      } finally {
        if (inFlight.current === percentage) inFlight.current = 0;
      }
    },
    [canSave, env, send],
  );

  const continueFrom = useCallback(
    (tabIndex: number) => save(completeOnContinue(tabs, tabIndex)),
    [save, tabs],
  );
  const reachedEnd = useCallback(
    (tabIndex: number) => {
      const next = completeOnScroll(tabs, tabIndex, 100);
      if (next !== tabs) void save(next);
    },
    [save, tabs],
  );
  return { tabs, continueFrom, reachedEnd };
}
