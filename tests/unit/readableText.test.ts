// A colour as text on the paper: kept when it reads at 4.5:1, nudged darker (light scheme) or lighter (dark) when not.
import { createTheme, getContrastRatio } from '@mui/material/styles';
import { readableText } from '@/theme/readableText';

describe('readableText', () => {
  it('keeps a legible tenant colour and lightens or darkens one that is not', () => {
    const light = createTheme({ palette: { mode: 'light', primary: { main: '#1565c0' } } });
    expect(readableText(light.palette.primary.main, light)).toBe('#1565c0');
    const darkBrandOnDark = createTheme({
      palette: { mode: 'dark', primary: { main: '#2c3e50' }, background: { paper: '#1a1a1a' } },
    });
    const onDark = readableText(darkBrandOnDark.palette.primary.main, darkBrandOnDark);
    expect(getContrastRatio(onDark, '#1a1a1a')).toBeGreaterThanOrEqual(4.5);
    const paleBrandOnLight = createTheme({ palette: { mode: 'light', primary: { main: '#ffe082' } } });
    const onLight = readableText(paleBrandOnLight.palette.primary.main, paleBrandOnLight);
    expect(getContrastRatio(onLight, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
