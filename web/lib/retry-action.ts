import type { MouseEvent } from "react";

/**
 * A failure toast's Retry button. The toast stays open (the toast library would close it on the
 * click): the retry's outcome then replaces it under the same id. Closed and reopened under one id
 * in the same moment, the outcome could be lost in the closing toast's exit.
 */
export function retryAction(label: string, retry: () => void) {
  return {
    label,
    onClick(event: MouseEvent<HTMLButtonElement>) {
      event.preventDefault();
      retry();
    },
  };
}
