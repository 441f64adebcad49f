// A message box with MUI Alert's standard look (a tinted box, the severity's icon, the message and an optional
// action on the end side) from a static stylesheet reading the theme's custom properties, for a page's first
// screen: MUI's Alert brings Paper, SvgIcon and Emotion's style work with it. Like MUI's, it is a live `alert`
// region unless the caller gives another role (`status` for a confirmation).
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import PlainIcon from './PlainIcon';
import { ALERT_ICON_PATHS, type AlertSeverity } from './alertIconPaths';
import styles from './PlainAlert.module.css';

export interface PlainAlertProps extends HTMLAttributes<HTMLDivElement> {
  severity?: AlertSeverity;
  /** On the end side, e.g. a small PlainTextButton ("Retry"), as MUI Alert's `action`. */
  action?: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

export default function PlainAlert({
  severity = 'success',
  action,
  className,
  role = 'alert',
  children,
  ...rest
}: PlainAlertProps) {
  const classes = [styles.root, styles[severity], className].filter(Boolean).join(' ');
  return (
    <div role={role} className={classes} {...rest}>
      <div className={styles.icon}>
        <PlainIcon d={ALERT_ICON_PATHS[severity]} size="inherit" />
      </div>
      <div className={styles.message}>{children}</div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
