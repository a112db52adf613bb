import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportRenderError } from '../../providers/public/errorReports';
import { RenderErrorScreen } from './RenderErrorScreen';

type Props = {
  children: ReactNode;
  /** What shows instead of the children; the 'Uh oh' screen unless a frame is needed around it. */
  fallback?: ReactNode;
};
type State = { failed: boolean };

/**
 * Catches an unexpected rendering error below it: shows 'Uh oh' until the page is refreshed
 * (nothing resets it) and posts one error report in the background (never awaited, so the
 * screen shows at once).
 */
export class RenderErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown, _info: ErrorInfo): void {
    void reportRenderError(error);
  }

  render() {
    if (this.state.failed) return this.props.fallback ?? <RenderErrorScreen />;
    return this.props.children;
  }
}
