import { Button } from "./button";

type PagedQuery = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage(): Promise<unknown> };

type LoadMoreButtonProps = {
  query: PagedQuery;
  label: string;
  /** Shown while the next page loads; the label otherwise. */
  busyLabel?: string;
  className?: string;
};

/** Asks a paged list for its next page; nothing when there is none. */
export function LoadMoreButton({ query, label, busyLabel, className }: LoadMoreButtonProps) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className={className}
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage && busyLabel ? busyLabel : label}
    </Button>
  );
}
