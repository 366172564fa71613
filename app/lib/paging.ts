/** A positive whole page number from ?page=, else 1. */
export const pageParam = (search: URLSearchParams) => {
  const n = Number(search.get("page"));
  return Number.isInteger(n) && n > 0 ? n : 1;
};
