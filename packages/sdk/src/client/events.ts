/** Events a client emits for the session-level behaviour of part 1 §4. */
interface ClientEvents {
  /** A 401 'Unauthorized' outside `/` and `/login`: the session was cleared. */
  'session-expired': { message: string };
  /** A 400 whose message contains 'Your account is Inactive.': logged out; reload after `reloadAfterMs`. */
  'account-inactive': { message: string; reloadAfterMs: number };
}

type ClientEventName = keyof ClientEvents;
type Handler<E extends ClientEventName> = (payload: ClientEvents[E]) => void;

export interface Emitter {
  on<E extends ClientEventName>(event: E, handler: Handler<E>): () => void;
  emit<E extends ClientEventName>(event: E, payload: ClientEvents[E]): void;
}

export function createEmitter(): Emitter {
  const handlers = new Map<ClientEventName, Set<(payload: never) => void>>();
  return {
    on(event, handler) {
      let set = handlers.get(event);
      if (!set) {
        set = new Set();
        handlers.set(event, set);
      }
      set.add(handler as (payload: never) => void);
      return () => set.delete(handler as (payload: never) => void);
    },
    emit(event, payload) {
      for (const handler of handlers.get(event) ?? []) (handler as Handler<typeof event>)(payload);
    },
  };
}
