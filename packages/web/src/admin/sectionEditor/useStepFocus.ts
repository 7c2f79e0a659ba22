import { useEffect, useRef, useState } from 'react';

/**
 * The open step. Next and Previous move the focus to the step they open (`goToStep`): Previous is disabled
 * on the first step and Next gives way to Publish on the last, so left on them the focus would be lost.
 * `setStep` opens a step and leaves the focus where it is.
 */
export function useStepFocus() {
  const [step, setStep] = useState(0);
  const stepContent = useRef<HTMLDivElement>(null);
  const [focusStep, setFocusStep] = useState(false);
  const goToStep = (next: number) => {
    setStep(next);
    setFocusStep(true);
  };
  useEffect(() => {
    if (!focusStep) return;
    setFocusStep(false);
    stepContent.current?.focus();
  }, [focusStep]);
  return { step, setStep, goToStep, stepContent };
}
