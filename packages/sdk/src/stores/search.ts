import { createStore, type StoreApi } from 'zustand/vanilla';

/** The search group of part 1 §3: what the header and the search page share. */
export interface SearchState {
  text: string;
  barText: string;
  tagId: number | null;
  careerId: number | null;
  categoryId: number | null;
  categoryText: string;
  /** Enter in the header: a non-empty text runs a search; an empty one clears it (part 1 §2.14, §5). */
  submit(text: string): 'search' | 'cleared';
  /** A tag or career chip: sets the text and the id, clearing the other filters. */
  filterBy(kind: 'tag' | 'career' | 'category', id: number, label: string): void;
  clear(): void;
}

export type SearchStore = StoreApi<SearchState>;

const cleared = { text: '', barText: '', tagId: null, careerId: null, categoryId: null, categoryText: '' };

export function createSearchStore(): SearchStore {
  return createStore<SearchState>()((set) => ({
    ...cleared,
    submit: (value) => {
      const text = value.trim();
      if (!text) {
        set(cleared);
        return 'cleared';
      }
      set({ ...cleared, text, barText: text });
      return 'search';
    },
    filterBy: (kind, id, label) =>
      set({
        ...cleared,
        text: kind === 'category' ? '' : label,
        tagId: kind === 'tag' ? id : null,
        careerId: kind === 'career' ? id : null,
        categoryId: kind === 'category' ? id : null,
        categoryText: kind === 'category' ? label : '',
      }),
    clear: () => set(cleared),
  }));
}
