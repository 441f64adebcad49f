import {
  initialSearchBoxState,
  searchBoxReducer,
  type RouteStart,
  type SearchBoxAction,
  type SearchBoxState,
} from '@/components/search/searchBoxState';

const home: RouteStart = { routeKey: '/|true', text: '', channel: 'Taobao', collapsed: true };
const run = (state: SearchBoxState, ...actions: SearchBoxAction[]) => actions.reduce(searchBoxReducer, state);

describe('search box state', () => {
  it('starts from the route: collapsed as the page says, with its keyword and channel', () => {
    expect(initialSearchBoxState(home)).toMatchObject({
      text: '',
      channel: 'Taobao',
      expanded: false,
      focused: false,
      panelOpen: false,
    });
    const search = initialSearchBoxState({
      routeKey: '/product-search?keyword=bag|false',
      text: 'bag',
      channel: 'Alibaba',
      collapsed: false,
    });
    expect(search).toMatchObject({ text: 'bag', channel: 'Alibaba', expanded: true });
  });

  it('expands once, and returns the same state when already expanded (no re-render)', () => {
    const expanded = run(initialSearchBoxState(home), { type: 'expanded' });
    expect(expanded.expanded).toBe(true);
    expect(run(expanded, { type: 'expanded' })).toBe(expanded);
  });

  it('folds a sheet back with its focus and panel closed', () => {
    const open = run(initialSearchBoxState(home), { type: 'expanded' }, { type: 'focused' }, { type: 'panelToggled' });
    expect(open).toMatchObject({ expanded: true, focused: true, panelOpen: true });
    expect(run(open, { type: 'sheetClosed' })).toMatchObject({ expanded: false, focused: false, panelOpen: false });
  });

  it('closes the panel and the recently viewed list when a navigation starts, keeping the text', () => {
    const open = run(
      initialSearchBoxState(home),
      { type: 'expanded' },
      { type: 'typed', text: 'lamp' },
      { type: 'focused' },
      { type: 'panelToggled' },
    );
    const leaving = run(open, { type: 'navigationStarted' });
    expect(leaving).toMatchObject({ panelOpen: false, focused: false, text: 'lamp', expanded: true });
    expect(run(leaving, { type: 'navigationStarted' })).toBe(leaving);
  });

  it('toggles the camera panel, and closing a closed panel changes nothing', () => {
    const start = initialSearchBoxState(home);
    expect(run(start, { type: 'panelToggled' }).panelOpen).toBe(true);
    expect(run(start, { type: 'panelToggled' }, { type: 'panelToggled' }).panelOpen).toBe(false);
    expect(run(start, { type: 'panelClosed' })).toBe(start);
  });

  it('resets text, channel, expansion, panel and wrong link on a route change, but not focus', () => {
    const used = run(
      initialSearchBoxState(home),
      { type: 'expanded' },
      { type: 'focused' },
      { type: 'typed', text: 'https://bad.example' },
      { type: 'channelChosen', channel: 'Alibaba' },
      { type: 'panelToggled' },
      { type: 'wrongLink', link: 'https://bad.example' },
    );
    const next: RouteStart = {
      routeKey: '/product-search?keyword=cup|true',
      text: 'cup',
      channel: 'Taobao',
      collapsed: true,
    };
    expect(run(used, { type: 'routeChanged', route: next })).toMatchObject({
      text: 'cup',
      channel: 'Taobao',
      expanded: false,
      panelOpen: false,
      wrongLink: null,
      focused: true,
      routeKey: next.routeKey,
    });
  });

  it('holds the link that could not be opened until the dialog is closed', () => {
    const wrong = run(initialSearchBoxState(home), { type: 'wrongLink', link: 'https://example.com/x' });
    expect(wrong.wrongLink).toBe('https://example.com/x');
    expect(run(wrong, { type: 'wrongLinkClosed' }).wrongLink).toBeNull();
  });

  it('remembers the page was idle once', () => {
    const idle = run(initialSearchBoxState(home), { type: 'idle' });
    expect(idle.idle).toBe(true);
    expect(run(idle, { type: 'idle' })).toBe(idle);
  });
});
