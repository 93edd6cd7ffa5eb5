/** One page of a list and the count before paging (the API's `total`). */
export interface Page<T> {
  items: T[];
  /** Matches before offset/limit, counted up to `totalCap` where the list caps it. */
  total: number;
}
