import { getContrastRatio } from '@mui/material/styles';
import {
  CONTAINER_WIDTHS,
  contrastTextOn,
  createAppTheme,
  DEFAULT_PRIMARY,
  primaryColor,
  readableOn,
} from '@/theme/createAppTheme';
import { effectiveDirection } from '@/theme/direction';

describe('createAppTheme', () => {
  it('uses the tenant colour, forcing a leading #', () => {
    expect(createAppTheme({ themeColor: '37474f' }).palette.primary.main).toBe('#37474f');
    expect(createAppTheme({ themeColor: '#C62828' }).palette.primary.main).toBe('#C62828');
  });

  it('falls back to the default colour for values MUI cannot use', () => {
    expect(primaryColor('not a colour')).toBe(DEFAULT_PRIMARY);
    expect(primaryColor('')).toBe(DEFAULT_PRIMARY);
    expect(primaryColor(null)).toBe(DEFAULT_PRIMARY);
    expect(() => createAppTheme({ themeColor: 'zz' })).not.toThrow();
  });

  it('is light and ltr by default; dark and rtl on request', () => {
    const plain = createAppTheme(null);
    expect(plain.palette.mode).toBe('light');
    expect(plain.direction).toBe('ltr');
    const dark = createAppTheme({ themeColor: '#1565c0' }, 'dark', 'rtl');
    expect(dark.palette.mode).toBe('dark');
    expect(dark.direction).toBe('rtl');
    expect(dark.palette.background.default).not.toBe(plain.palette.background.default);
  });

  it('sets the content container widths', () => {
    expect(CONTAINER_WIDTHS).toEqual({ xs: 960, sm: 1024, md: 1440, lg: 1440, xl: 1920 });
    const overrides = createAppTheme(null).components?.MuiContainer?.styleOverrides as Record<
      string,
      { maxWidth: number }
    >;
    expect(overrides.maxWidthXl?.maxWidth).toBe(1920);
  });
});

describe('effectiveDirection', () => {
  it('forces rtl for Arabic and follows the preference otherwise', () => {
    expect(effectiveDirection('ar', 'ltr')).toBe('rtl');
    expect(effectiveDirection('en', 'ltr')).toBe('ltr');
    expect(effectiveDirection('en', 'rtl')).toBe('rtl');
    expect(effectiveDirection(undefined, 'ltr')).toBe('ltr');
  });
});

describe('readable tenant colour', () => {
  it('lightens a dark brand colour on the dark scheme and keeps a readable one as it is', () => {
    const dark = createAppTheme({ themeColor: '#1b2a4a' }, 'dark').palette.primary.main;
    expect(getContrastRatio(dark, '#121212')).toBeGreaterThanOrEqual(4.5);
    expect(createAppTheme({ themeColor: '#1b2a4a' }, 'light').palette.primary.main).toBe('#1b2a4a');
  });

  it('reads on the paper as well as the page in the dark scheme (header, cards, tabs)', () => {
    // The default blue lightened just enough for #121212 measured 4.44:1 on the #1a1a1a header.
    for (const themeColor of ['#1976d2', '#b71c1c', '#1b2a4a']) {
      const { primary, background } = createAppTheme({ themeColor }, 'dark').palette;
      expect(getContrastRatio(primary.main, background.default)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(primary.main, background.paper)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('puts dark text on a primary button when white would not reach 4.5:1', () => {
    expect(contrastTextOn('#1976d2')).toBe('#fff');
    expect(contrastTextOn('#4383cc')).toBe('rgba(0, 0, 0, 0.87)');
    const dark = createAppTheme({ themeColor: '#1976d2' }, 'dark').palette.primary;
    expect(getContrastRatio(dark.main, dark.contrastText)).toBeGreaterThanOrEqual(4.5);
    const light = createAppTheme({ themeColor: '#1976d2' }, 'light').palette.primary;
    expect(light.contrastText).toBe('#fff');
  });

  it('darkens a pale brand colour on the light scheme', () => {
    const pale = readableOn('#ffd54f', '#f7f7f8');
    expect(getContrastRatio(pale, '#f7f7f8')).toBeGreaterThanOrEqual(4.5);
  });
});
