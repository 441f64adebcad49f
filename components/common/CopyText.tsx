// Text that copies itself to the clipboard when clicked, with a 'copied' toast on success. Rendered as
// a real button, so it works from the keyboard; the visible text is the value itself.
import type { ReactNode } from 'react';
import { useNotify } from '@/stores/notify';
import styles from './CopyText.module.css';

export interface CopyTextProps {
  /** What goes to the clipboard. */
  value: string;
  /** What the button shows (default: the value). */
  children?: ReactNode;
  /** Accessible name, e.g. "Copy phone number +1 555". */
  ariaLabel: string;
  /** Toast text after a successful copy (translated by the caller). */
  copiedText: string;
  /** Toast text when the browser refused (translated by the caller). */
  failedText: string;
  /** The caller's look for the text (a weight, a font), over the plain button's. */
  className?: string;
}

/** Clipboard API where available (secure contexts); the selection + execCommand fallback elsewhere. */
export async function copyToClipboard(value: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(value);
      return true;
    }
  } catch {
    // Permission denied or not focused: try the fallback.
  }
  if (typeof document === 'undefined') return false;
  const area = document.createElement('textarea');
  area.value = value;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export default function CopyText({ value, children, ariaLabel, copiedText, failedText, className }: CopyTextProps) {
  const notify = useNotify();
  return (
    // A plain button styled by a static stylesheet (it is in the footer of every page, where ButtonBase and its
    // ripple, or Emotion's style work, would load with the first script for this one control).
    <button
      type="button"
      aria-label={ariaLabel}
      className={className ? `${styles.copy} ${className}` : styles.copy}
      onClick={async () => {
        if (await copyToClipboard(value)) notify.success(copiedText);
        else notify.error(failedText);
      }}
    >
      {children ?? value}
    </button>
  );
}
