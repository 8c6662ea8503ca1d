// Spec §5: on errors the screen goes to the first one; the focus goes there too, for keyboard and screen readers.
export function focusFirstInvalid(form: HTMLElement | null): void {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  field.scrollIntoView?.({ block: 'center' });
  field.focus({ preventScroll: true });
}
