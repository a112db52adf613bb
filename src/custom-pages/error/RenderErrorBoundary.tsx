import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportRenderError } from '../../providers/public/errorReports';
import { E2ERenderErrorHook } from './e2eHooks';
import { RenderErrorScreen } from './RenderErrorScreen';

type Props = { children: ReactNode };
type State = { failed: boolean };

/**
 * Catches an unexpected rendering error below it: shows 'Uh oh' and posts an error report
 * in the background (never awaited, so the screen shows at once).
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
    if (this.state.failed) return <RenderErrorScreen />;
    return (
      <>
        <E2ERenderErrorHook />
        {this.props.children}
      </>
    );
  }
}
