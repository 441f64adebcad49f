import type { FormEvent } from 'react';

/**
 * Wraps a form's submit handler: once the submit has drawn what it found, focus moves to the first field it marked
 * wrong (`aria-invalid`), so a shopper who submitted from the bottom of a long form on a phone is taken back to the
 * field to mend, scrolled into view. Focus already on a wrong field stays where it is.
 */
export function focusingFirstInvalid(onSubmit: (event: FormEvent<HTMLFormElement>) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    onSubmit(event);
    // A click or Enter is a discrete event: React commits the updates it made before the next frame.
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && form.contains(active) && active.getAttribute('aria-invalid') === 'true') return;
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };
}
