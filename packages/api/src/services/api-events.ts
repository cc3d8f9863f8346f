import { EventEmitter } from 'node:events';

/** A learner's stored module progress rose (the LTI tool publishes it as a score). */
export interface ModuleProgressEvent {
  userId: number;
  moduleId: number;
  completedPercentage: number;
}

export interface ApiEventMap {
  'module-progress': ModuleProgressEvent;
}

/** What happened in the api, for in-process listeners (the LTI tool); listeners never block a response. */
export interface ApiEvents {
  on<K extends keyof ApiEventMap>(event: K, listener: (payload: ApiEventMap[K]) => void): () => void;
  emit<K extends keyof ApiEventMap>(event: K, payload: ApiEventMap[K]): void;
}

export function createApiEvents(): ApiEvents {
  const emitter = new EventEmitter();
  return {
    on(event, listener) {
      emitter.on(event, listener);
      return () => emitter.off(event, listener);
    },
    emit(event, payload) {
      // A failing listener must not fail the request that emitted the event.
      for (const listener of emitter.listeners(event)) {
        try {
          (listener as (p: typeof payload) => void)(payload);
        } catch (error) {
          console.error(`api event ${event}:`, error);
        }
      }
    },
  };
}
