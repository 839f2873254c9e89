import { type RefObject, useEffect, useRef } from "react";

// An input first: a structured answer's first field comes before its buttons.
const FOCUSABLE = 'textarea, input:not([disabled]), button:not([disabled]), a[href], [tabindex="0"]';

/**
 * Brings a newly shown input into view (a continued conversation opens at the question it stopped
 * at) and, once the user has answered here, moves focus into it, so keyboard and screen-reader
 * users go on with the next question instead of starting again from the top.
 */
export function useFocusOnMount(container: RefObject<HTMLElement | null>, focus: boolean) {
  // Decided when the input appears: answering it must not pull focus back inside it.
  const focusAtMount = useRef(focus);
  useEffect(() => {
    container.current?.scrollIntoView({ block: "nearest" });
    if (focusAtMount.current) container.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
  }, [container]);
}
