import { type RefObject, useEffect, useRef } from 'react';

/**
 * Moves focus to a form's answer (the error summary, the refusal with the number, the
 * confirmation) when a new one arrives in the browser, so it is read out and in view, and the
 * visitor carries on from there instead of from the page's top when the submit button they pressed
 * was disabled or replaced. The answer a page was rendered with is left alone: a page loaded
 * without JavaScript lands on it by its fragment.
 */
export function useFocusOnAnswer(target: RefObject<HTMLElement | null>, answer: unknown): void {
  const first = useRef(answer);
  useEffect(() => {
    if (answer === undefined || answer === null || answer === first.current) return;
    target.current?.focus();
  }, [answer, target]);
}
