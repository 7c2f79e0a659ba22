/** The top bar's search, heard by the tender list while it is open (part 1 §2, top bar). */
const searches = new EventTarget();
const SEARCH = 'search';

/** Announces a search for `keyword` to whoever listens. */
export function emitSearch(keyword: string) {
  searches.dispatchEvent(new CustomEvent<string>(SEARCH, { detail: keyword }));
}

/** Listens to searches; returns the function that stops listening. */
export function onSearch(listener: (keyword: string) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<string>).detail);
  searches.addEventListener(SEARCH, handler);
  return () => searches.removeEventListener(SEARCH, handler);
}
