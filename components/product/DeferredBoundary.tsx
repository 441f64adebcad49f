// Deferred parts of a page (recently viewed, and the like) render inside this boundary: if one throws, it
// disappears and the rest of the page stays.
import { Component, type ReactNode } from 'react';

export default class DeferredBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.warn(`[deferred] ${this.props.name} failed to render`, error);
  }

  render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
