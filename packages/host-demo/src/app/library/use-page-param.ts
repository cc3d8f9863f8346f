import { navigate, useLocation } from '../router/location';

/** A positive whole page number from the URL (`page`), else 1. */
function pageOf(value: string | null): number {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : 1;
}

/**
 * The list page in the URL (`?page=n`, absent for page 1), so that Back and shared links keep it. `setPage`
 * goes to that page (a new history entry, scrolled to the top).
 */
export function usePageParam(): [number, (page: number) => void] {
  const { path, query } = useLocation();
  const page = pageOf(query.get('page'));
  const setPage = (next: number) => {
    const params = new URLSearchParams(query);
    if (next > 1) params.set('page', String(next));
    else params.delete('page');
    const search = params.toString();
    navigate(search ? `${path}?${search}` : path);
  };
  return [page, setPage];
}
