// A button that reads as a link in the sign-in forms ("Forgot password?", "Back to log in"): it changes the
// tab, not the page, so it stays a <button>, drawn as MUI's Link (body2, primary colour, underlined) from a
// static stylesheet instead of MUI's Link and Emotion. `align` places it in the form's column.
import type { ButtonHTMLAttributes } from 'react';
import styles from './LinkButton.module.css';

export default function LinkButton({
  align,
  type = 'button',
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & { align: 'end' | 'center' }) {
  return <button type={type} className={`${styles.link} ${styles[align]}`} {...props} />;
}
