import { compile, middleware, serialize, stringify, type Middleware } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { safariPrefixer } from '@/theme/stylisPrefixer';

/** CSS through a plugin list as Emotion runs it (stringify last). */
const css = (text: string, plugins: Middleware[] = [safariPrefixer]) =>
  serialize(compile(text), middleware([...plugins, stringify]));

describe('safariPrefixer', () => {
  it('leaves what every browser reads unprefixed alone', () => {
    expect(css('.a{display:flex;align-items:center;transition:opacity 1s;transform:none;appearance:none;}')).toBe(
      '.a{display:flex;align-items:center;transition:opacity 1s;transform:none;appearance:none;}',
    );
  });

  it('adds -webkit- where Safari needs it', () => {
    expect(css('.a{user-select:none;backdrop-filter:blur(2px);}')).toBe(
      '.a{-webkit-user-select:none;user-select:none;-webkit-backdrop-filter:blur(2px);backdrop-filter:blur(2px);}',
    );
  });

  it('keeps prefixes a style writes itself (two-line titles)', () => {
    expect(css('.a{display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;}')).toBe(
      '.a{display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;}',
    );
  });

  it('works beside the right-to-left plugin, as the rtl cache uses them', () => {
    expect(css('.a{margin-left:4px;user-select:none;}', [safariPrefixer, rtlPlugin])).toBe(
      '.a{margin-right:4px;-webkit-user-select:none;user-select:none;}',
    );
  });
});
