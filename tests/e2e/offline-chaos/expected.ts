/** One action of the device's log, as the chaos test made it (in order: the device's time rises). */
export type Action =
  | { kind: 'comment'; moduleId: number; payload: { message: string } }
  | { kind: 'rating'; moduleId: number; payload: { score: -10 | 1 | 10 } }
  | { kind: 'like'; moduleId: number; payload: { liked: boolean } }
  | { kind: 'bookmark' | 'unbookmark'; moduleId: number; payload: Record<string, never> }
  | { kind: 'progress'; moduleId: number; payload: { completed_percentage: number; completed_tab: number } }
  | { kind: 'reflection'; moduleId: number; payload: { answer: string } };

/** What the server must hold for one module after the device's log, by the written rules. */
export interface Expected {
  comments: string[];
  /** The learner's mark: -10, 1 or 10, or none. */
  mark: number | null;
  progress: number;
  answer: string | null;
  /** The other answers, in the order they were written. */
  history: string[];
  bookmarked: boolean;
}

const empty = (): Expected => ({
  comments: [],
  mark: null,
  progress: 0,
  answer: null,
  history: [],
  bookmarked: false,
});

function apply(state: Expected, action: Action): void {
  if (action.kind === 'comment') state.comments.push(action.payload.message);
  else if (action.kind === 'rating') state.mark = action.payload.score;
  else if (action.kind === 'like') {
    const liked = state.mark !== null && state.mark > 0;
    if (action.payload.liked && !liked) state.mark = 1;
    if (!action.payload.liked && liked) state.mark = null;
  } else if (action.kind === 'bookmark') state.bookmarked = true;
  else if (action.kind === 'unbookmark') state.bookmarked = false;
  // Progress only rises (the rule `mergedProgress`).
  else if (action.kind === 'progress')
    state.progress = Math.max(state.progress, action.payload.completed_percentage);
  else {
    if (state.answer !== null) state.history.push(state.answer);
    state.answer = action.payload.answer;
  }
}

/** The state of each module the log touched: every action applied in the device's order. */
export function expectedState(log: readonly Action[]): Map<number, Expected> {
  const modules = new Map<number, Expected>();
  for (const action of log) {
    const state = modules.get(action.moduleId) ?? empty();
    apply(state, action);
    modules.set(action.moduleId, state);
  }
  return modules;
}

/** The points the log earns: Get the Idea (progress 33 or more) and a reflection answer, 50 each, per module. */
export function expectedPoints(modules: Map<number, Expected>): number {
  let points = 0;
  for (const state of modules.values()) {
    if (state.progress >= 33) points += 50;
    if (state.answer !== null) points += 50;
  }
  return points;
}
