// The open language menu of LanguageMenu, in its own file so that MUI's Menu (Popover, Modal, focus trap) loads
// with the first click on the language button rather than with every page.
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Locale } from '@/contract';
import { LANGUAGE_NAMES } from './languageNames';
import { withMuiScope } from '@/theme/MuiScope';

export interface LanguageMenuPopupProps {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  languages: readonly Locale[];
  current: Locale;
  onChoose: (locale: Locale) => void;
  onClose: () => void;
}

function LanguageMenuPopup({ id, labelledBy, anchor, languages, current, onChoose, onClose }: LanguageMenuPopupProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': labelledBy, dense: true } }}
    >
      {languages.map((locale) => (
        <MenuItem key={locale} selected={locale === current} lang={locale} onClick={() => onChoose(locale)}>
          {LANGUAGE_NAMES[locale]}
        </MenuItem>
      ))}
    </Menu>
  );
}

export default withMuiScope(LanguageMenuPopup);
