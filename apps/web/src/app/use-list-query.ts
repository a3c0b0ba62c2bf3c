import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

// What the paged list pages (sales, service invoices, canceled trades) keep in the URL: the search and the page.

const SEARCH_DEBOUNCE_MS = 300;

/** A page number as a link may carry it: anything but a whole number from 1 is page 1. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * The search and the page live in the URL (`?search=&page=`), so a reload or a shared link shows the
 * same list. A new search starts at page 1; a page is a step of its own in the history (Back returns).
 */
export function useListQuery() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const page = pageOf(params.get('page'));
  const setSearch = (next: string) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next.trim()) out.set('search', next.trim());
        else out.delete('search');
        out.delete('page');
        return out;
      },
      { replace: true },
    );
  const setPage = (next: number) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (next > 1) out.set('page', String(next));
      else out.delete('page');
      return out;
    });
  return { search, setSearch, page, setPage };
}

/**
 * What a search box shows: the text as typed, which the URL's search follows after a pause; a change
 * of the URL (the back button) refills the box.
 */
export function useTypedSearch(search: string, setSearch: (next: string) => void): [string, (typed: string) => void] {
  const [typed, setTyped] = useState(search);
  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => setSearch(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setSearch is recreated each render; typed and search decide
  }, [typed, search]);
  const [urlSearch, setUrlSearch] = useState(search);
  if (urlSearch !== search) {
    setUrlSearch(search);
    if (typed.trim() !== search) setTyped(search);
  }
  return [typed, setTyped];
}

/**
 * A page beyond the end (a stale link, items deleted meanwhile) goes to the last one there is, once
 * the answer for the page asked is in (`answered`: not a placeholder of the previous page).
 */
export function usePageInRange({
  page,
  pageCount,
  answered,
  setPage,
}: {
  page: number;
  pageCount: number;
  answered: boolean;
  setPage(next: number): void;
}): void {
  useEffect(() => {
    if (answered && page > 1 && page > pageCount) setPage(Math.max(1, pageCount));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setPage is recreated each render; the answer decides
  }, [answered, page, pageCount]);
}
