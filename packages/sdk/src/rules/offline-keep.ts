/**
 * What a device keeps for reading offline (issue 44): the learner's modules (the module, its three tabs, its
 * cover) and the lists that show them, kept as they are read, within a budget.
 */

/** The room kept modules may take on a device by default: 50 MB. */
export const OFFLINE_BUDGET_BYTES = 50 * 1024 * 1024;

/** One kept module as the budget sees it. */
export interface KeptModule {
  moduleId: number;
  bytes: number;
  /** When it was last read (ms). */
  usedAt: number;
  /** Kept on purpose by the learner ('Keep offline'). */
  pinned: boolean;
}

/**
 * The modules to remove so that what is kept fits the budget, in the order they go: the least recently read
 * first; those the learner kept on purpose only once no other is left to remove.
 */
export function modulesToEvict(kept: readonly KeptModule[], budgetBytes = OFFLINE_BUDGET_BYTES): number[] {
  let total = kept.reduce((sum, module) => sum + Math.max(0, module.bytes), 0);
  if (total <= budgetBytes) return [];
  const order = [...kept].sort(
    (a, b) => Number(a.pinned) - Number(b.pinned) || a.usedAt - b.usedAt || a.moduleId - b.moduleId,
  );
  const evicted: number[] = [];
  for (const module of order) {
    if (total <= budgetBytes) break;
    evicted.push(module.moduleId);
    total -= Math.max(0, module.bytes);
  }
  return evicted;
}

/**
 * What a read answers offline when the device keeps nothing for it (the message of its NetworkError): the
 * screens say 'This is not available offline…' rather than an error.
 */
export const NOT_KEPT_OFFLINE = 'Not kept offline';
