import { isFutureMonth, type PROJECT_SORTS, PROJECTS_PATH } from '@modkit/sdk/rules';

/** The projects list's state, kept in the URL so that back, forward and reload keep it. */
export interface ProjectsQuery {
  page: number;
  /** YYYY-MM, or '' for every month. */
  month: string;
  sort: (typeof PROJECT_SORTS)[number];
  keyword: string;
}

/** The latest month the month picker offers (YYYY-MM): future months are disabled. */
export function latestMonth(now = new Date()): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** A month picker value that may be applied: YYYY-MM and not in the future. */
export function selectableMonth(value: string | null | undefined, now = new Date()): string {
  const m = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) return '';
  return isFutureMonth(Number(m[2]), Number(m[1]), now) ? '' : `${m[1]}-${m[2]}`;
}

/** Reads the list's state from the query (`page`, `month`, `sort`, `keyword`), ignoring bad values. */
export function readProjectsQuery(query: URLSearchParams): ProjectsQuery {
  const page = Number(query.get('page'));
  return {
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    month: selectableMonth(query.get('month')),
    sort: query.get('sort') === 'Oldest' ? 'Oldest' : 'Newest',
    keyword: (query.get('keyword') ?? '').trim(),
  };
}

/** The list's path for a state; default values are left out. */
export function projectsPath(state: ProjectsQuery): string {
  const params = new URLSearchParams();
  if (state.month) params.set('month', state.month);
  if (state.sort === 'Oldest') params.set('sort', 'Oldest');
  if (state.keyword) params.set('keyword', state.keyword);
  if (state.page > 1) params.set('page', String(state.page));
  const search = params.toString();
  return search ? `${PROJECTS_PATH}?${search}` : PROJECTS_PATH;
}
