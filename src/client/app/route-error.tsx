import { PublicLayout } from '@client/components/layout/public-layout';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Changing it (the pathname) clears a caught error, so navigating away recovers. */
  resetKey: string;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** Catches a page that throws or whose code cannot be loaded (e.g. after a new release). */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('Page failed to render', error, info.componentStack);
  }

  render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

function RouteError({ error }: { error: Error }) {
  const chunkFailed = /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(
    error.message,
  );
  return (
    <PublicLayout>
      <Card className="mx-auto w-full max-w-md">
        <CardHeader>
          <CardTitle as="h1">Something went wrong</CardTitle>
          <CardDescription>
            {chunkFailed
              ? 'A new version of Remote Chalk may be available, or the connection dropped. Reload the page to continue.'
              : 'An unexpected error stopped this page. Reloading usually helps.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-3">
          <Button onClick={() => window.location.reload()}>Reload Page</Button>
          <Button variant="outline" onClick={() => window.location.assign('/')}>
            Go Home
          </Button>
        </CardContent>
      </Card>
    </PublicLayout>
  );
}
