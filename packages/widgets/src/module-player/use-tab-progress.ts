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

/**
 * The three tabs' completion (part 1 §4): Continue completes tabs 1 and 2, reaching the end of tab 3
 * completes it; the stored percentage (33, 66, 100) only ever rises, and each rise tells the host
 * `modkit:progress`.
 */
export function useTabProgress(moduleId: number, stored: number | null | undefined, canSave: boolean) {
  const env = useWidgetEnv();
  const [tabs, setTabs] = useState<TabsCompleted>(() => tabsCompletedFromPercentage(stored));
  const saved = useRef(stored ?? 0);

  const save = useCallback(
    async (next: TabsCompleted) => {
      setTabs(next);
      const percentage = nextCompletedPercentage(next.filter(Boolean).length);
      if (!canSave || !env.client || !shouldSaveProgress(saved.current, percentage)) return;
      saved.current = percentage;
      const completedTab = next.lastIndexOf(true) + 1;
      try {
        await updateModuleProgress(env.client, moduleId, {
          completed_percentage: percentage,
          completed_tab: completedTab,
        });
        const detail: ProgressDetail = { moduleId, completedPercentage: percentage, completedTab };
        env.emit('modkit:progress', detail);
        if (percentage === 100) notifyPointsChanged();
      } catch (error) {
        env.emit('modkit:error', { message: error instanceof Error ? error.message : String(error) });
      }
    },
    [canSave, env, moduleId],
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
