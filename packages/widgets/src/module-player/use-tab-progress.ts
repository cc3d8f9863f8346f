import { updateModuleProgress } from '@modkit/sdk';
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
import { useWidgetEnv } from '../runtime/widget-env';

/** Waits between the attempts of a progress save that failed (then the error is told to the host). */
const RETRY_DELAYS_MS = [1_000, 3_000, 9_000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The three tabs' completion (part 1 §4): Continue completes tabs 1 and 2, reaching the end of tab 3
 * completes it; the stored percentage (33, 66, 100) only ever rises, and each rise tells the host
 * `modkit:progress`. A save that fails is tried again (after 1, 3 and 9 s) before the host hears
 * `modkit:error`; only a save the server acknowledged counts as stored. The points badge refreshes when the
 * server says the save earned points.
 */
export function useTabProgress(moduleId: number, stored: number | null | undefined, canSave: boolean) {
  const env = useWidgetEnv();
  const [tabs, setTabs] = useState<TabsCompleted>(() => tabsCompletedFromPercentage(stored));
  const saved = useRef(stored ?? 0);
  const inFlight = useRef(0);

  const send = useCallback(
    async (percentage: number, completedTab: number) => {
      const client = env.client;
      if (!client) return;
      for (let attempt = 0; ; attempt++) {
        try {
          const { pointsAwarded } = await updateModuleProgress(client, moduleId, {
            completed_percentage: percentage,
            completed_tab: completedTab,
          });
          saved.current = Math.max(saved.current, percentage);
          const detail: ProgressDetail = { moduleId, completedPercentage: percentage, completedTab };
          env.emit('modkit:progress', detail);
          if (pointsAwarded > 0) notifyPointsChanged();
          return;
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
    [env, moduleId],
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
