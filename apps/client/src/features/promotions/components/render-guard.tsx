import { Component, type ReactNode } from 'react';

/** Spec part 2 s8 "Promo list render fails: logged, nothing rendered": the rest of the page stays usable. */
export class RenderGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('promotion list render failed', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
