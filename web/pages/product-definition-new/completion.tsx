import { CircleCheck } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import type { TMessage } from "../../../shared/schemas/conversations";
import { Button } from "../../components/ui/button";
import { useFocusOnMount } from "./use-focus-on-mount";

type CompletionProps = { prompt: TMessage; definitionId: string; focusOnMount: boolean };

/** qFinal: the completion message and the way to the finished definition. */
export function Completion({ prompt, definitionId, focusOnMount }: CompletionProps) {
  const container = useRef<HTMLElement>(null);
  useFocusOnMount(container, focusOnMount);
  return (
    <section
      ref={container}
      aria-labelledby="questionnaire-complete"
      className="grid justify-items-start gap-3 rounded-xl border border-success/40 bg-success/5 p-6"
    >
      <h2 id="questionnaire-complete" className="flex items-center gap-2 text-lg font-semibold">
        <CircleCheck aria-hidden="true" className="size-5 text-success" />
        Questionnaire complete
      </h2>
      <p>{prompt.content}</p>
      <Button asChild>
        <Link to={`/product-definitions/${definitionId}`}>Finalize</Link>
      </Button>
    </section>
  );
}
