import { Spinner } from "../ui/spinner";

/** Covers the page while something it depends on (the user, the first page's code) is loading. */
export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-background">
      <Spinner label={label} className="[&_svg]:size-8" />
    </div>
  );
}
