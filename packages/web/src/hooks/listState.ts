/**
 * What the tender list was showing (page, keyword, bidding type), kept while the visitor stays on the
 * tender list so that coming back restores it; the shell clears it on entering any other route (part 1 §2).
 */
export interface ListState {
  /** Page number, 1-based. */
  page?: number;
  /** Project name searched for. */
  keyword?: string;
  /** 0 tenders, 1 inquiries; absent for both. */
  biddingType?: number;
}

let state: ListState = {};

export const getListState = (): ListState => state;

export function setListState(partial: ListState) {
  state = { ...state, ...partial };
}

export function clearListState() {
  state = {};
}
