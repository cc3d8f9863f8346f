import type { QueuedKind } from '../rules/offline-queue';

/** What each kind of write carries besides its module. */
export interface QueuedPayloads {
  progress: { completed_percentage: number; completed_tab: number };
  reflection: { answer: string };
  rating: { score: -10 | 1 | 10 };
  like: { liked: boolean };
  bookmark: Record<string, never>;
  /** The bookmark's own id when the device knows it (else found when sent). */
  unbookmark: { bookmarkId?: number };
  comment: { message: string; parent_id?: number };
  /** A project's submission (its summary, link and files, each file's bytes in base64) to its user-project record. */
  project: {
    userProjectId: number;
    description: string;
    link?: string;
    files: Array<{ name: string; type: string; data: string }>;
  };
}

/** A write a learner made, as the device keeps it until the server has it. */
export interface QueuedWrite<K extends QueuedKind = QueuedKind> {
  /** Its key, made on the device: sent as `Idempotency-Key`. */
  id: string;
  /** Its place in the queue (writes are sent in this order). */
  seq: number;
  kind: K;
  moduleId: number;
  payload: QueuedPayloads[K];
  /** The device's time of the action (ISO 8601). */
  at: string;
  /** Tries that got no answer the queue could keep. */
  attempts: number;
}

/** A write as the learner's action makes it: the queue adds its key, place, time and tries. */
export type NewWrite = {
  [K in QueuedKind]: { kind: K; moduleId: number; payload: QueuedPayloads[K] };
}[QueuedKind];

/** Where a queue keeps its writes: one account's, in the order of `seq` (IndexedDB on a device; memory in tests). */
export interface QueueStore {
  list(): Promise<QueuedWrite[]>;
  /** How many writes wait (without opening them). */
  count(): Promise<number>;
  put(write: QueuedWrite): Promise<void>;
  remove(id: string): Promise<void>;
}

/** A store in memory: tests, and a page that may keep nothing. */
export function memoryQueueStore(): QueueStore {
  const writes = new Map<string, QueuedWrite>();
  return {
    list: async () => [...writes.values()].sort((a, b) => a.seq - b.seq).map((w) => structuredClone(w)),
    count: async () => writes.size,
    put: async (write) => void writes.set(write.id, structuredClone(write)),
    remove: async (id) => void writes.delete(id),
  };
}
