import { Component, type ReactNode } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';

interface Props {
  children: ReactNode;
}
interface State {
  error: Error | null;
  attempt: number;
}

/** Keeps a failing overlay from taking the page down; offers a retry that remounts it. */
export class OverlayErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override render() {
    if (this.state.error) {
      return (
        <Stack role="alert" gap="3" align="start">
          <Text>This screen could not be shown.</Text>
          <Button size="sm" onClick={() => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }))}>
            Try again
          </Button>
        </Stack>
      );
    }
    return <div key={this.state.attempt}>{this.props.children}</div>;
  }
}
