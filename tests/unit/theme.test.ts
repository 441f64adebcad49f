import { getContrastRatio } from '@mui/material/styles';
import { CONTAINER_WIDTHS, createAppTheme, DEFAULT_PRIMARY, primaryColor, readableOn } from '@/theme/createAppTheme';
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

  it('sets the spec container widths', () => {
    expect(CONTAINER_WIDTHS).toEqual({ xs: 960, sm: 1024, md: 1440, lg: 1440, xl: 1920 });
    const overrides = createAppTheme(null).components?.MuiContainer?.styleOverrides as Record<string, { maxWidth: number }>;
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

  it('darkens a pale brand colour on the light scheme', () => {
    const pale = readableOn('#ffd54f', '#f7f7f8');
    expect(getContrastRatio(pale, '#f7f7f8')).toBeGreaterThanOrEqual(4.5);
  });
});
