// What the header's search box holds: the text and channel, whether it is expanded (a collapsed box is a button
// until submitted; on a phone it then opens as a sheet), focus, the camera panel, the link that could not be
// opened, and the route it was last reset for. One pure reducer, so each rule is tested on its own.
import type { ProductPlatform } from '@/contract';

export interface SearchBoxState {
  text: string;
  channel: ProductPlatform | null;
  expanded: boolean;
  focused: boolean;
  panelOpen: boolean;
  /** A submitted link that cannot be opened: the wrong-link dialog shows it. */
  wrongLink: string | null;
  /** The page was idle once: a shopper's recently viewed list may load then. */
  idle: boolean;
  /** The route (and collapsed setting) the box was last reset for. */
  routeKey: string;
}

export interface RouteStart {
  routeKey: string;
  text: string;
  channel: ProductPlatform | null;
  collapsed: boolean;
}

export type SearchBoxAction =
  | { type: 'typed'; text: string }
  | { type: 'channelChosen'; channel: ProductPlatform }
  | { type: 'expanded' }
  | { type: 'focused' }
  | { type: 'blurred' }
  | { type: 'panelToggled' }
  | { type: 'panelClosed' }
  | { type: 'sheetClosed' }
  | { type: 'navigationStarted' }
  | { type: 'wrongLink'; link: string }
  | { type: 'wrongLinkClosed' }
  | { type: 'idle' }
  | { type: 'routeChanged'; route: RouteStart };

export function initialSearchBoxState(route: RouteStart): SearchBoxState {
  return {
    text: route.text,
    channel: route.channel,
    expanded: !route.collapsed,
    focused: false,
    panelOpen: false,
    wrongLink: null,
    idle: false,
    routeKey: route.routeKey,
  };
}

export function searchBoxReducer(state: SearchBoxState, action: SearchBoxAction): SearchBoxState {
  switch (action.type) {
    case 'typed':
      return { ...state, text: action.text };
    case 'channelChosen':
      return { ...state, channel: action.channel };
    case 'expanded':
      return state.expanded ? state : { ...state, expanded: true };
    case 'focused':
      return state.focused ? state : { ...state, focused: true };
    case 'blurred':
      return state.focused ? { ...state, focused: false } : state;
    case 'panelToggled':
      return { ...state, panelOpen: !state.panelOpen };
    case 'panelClosed':
      return state.panelOpen ? { ...state, panelOpen: false } : state;
    case 'sheetClosed':
      return { ...state, expanded: false, focused: false, panelOpen: false };
    case 'navigationStarted':
      // Neither the panel nor the list may stay open over the page that comes.
      return state.panelOpen || state.focused ? { ...state, panelOpen: false, focused: false } : state;
    case 'wrongLink':
      return { ...state, wrongLink: action.link };
    case 'wrongLinkClosed':
      return { ...state, wrongLink: null };
    case 'idle':
      return state.idle ? state : { ...state, idle: true };
    case 'routeChanged':
      // Every route change (a new keyword included) starts from the page's own keyword and channel.
      return {
        ...state,
        text: action.route.text,
        channel: action.route.channel,
        expanded: !action.route.collapsed,
        panelOpen: false,
        wrongLink: null,
        routeKey: action.route.routeKey,
      };
  }
}
