import { Component, type ReactNode } from 'react';
import { isChunkLoadFailure } from './chunk-load';
import classes from './PageFailed.module.css';

type State = { readonly failure: unknown };

/**
 * The last stop for an error on a page (plain CSS: it may show before Mantine loads): a page whose
 * code did not arrive, or that failed to draw, says so plainly and offers a reload, which fetches the
 * current release's code. Parts of staff screens catch their own chunk failures first (LazyPart).
 */
export class PageFailedBoundary extends Component<{ readonly children: ReactNode }, State> {
  override state: State = { failure: null };

  static getDerivedStateFromError(failure: unknown): State {
    return { failure };
  }

  override render() {
    const { failure } = this.state;
    if (failure === null) return this.props.children;
    return (
      <div className={classes.failed} role="alert">
        <p className={classes.title}>
          {isChunkLoadFailure(failure) ? 'This page did not load.' : 'Something went wrong on this page.'}
        </p>
        <p>Check the connection and try again.</p>
        <button type="button" className={classes.retry} onClick={() => window.location.reload()}>
          Try again
        </button>
      </div>
    );
  }
}
