import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazyPart } from './LazyPart';
import { PageFailedBoundary } from './PageFailed';

const failingChunk = (message: string) =>
  lazy(() => Promise.reject(new TypeError(message)) as Promise<{ default: () => null }>);

describe('a lazily loaded part', () => {
  it('shows its loader, then a plain retry message when its chunk does not load', async () => {
    const Part = failingChunk('Failed to fetch dynamically imported module: /assets/ChatBoxes-x.js');
    render(
      <MantineProvider env="test">
        <LazyPart loader={<span>Loading the conversation</span>}>
          <Part />
        </LazyPart>
      </MantineProvider>,
    );
    expect(screen.getByText('Loading the conversation')).toBeInstanceOf(HTMLElement);
    expect(await screen.findByText('This part of Torque did not load.')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInstanceOf(HTMLElement);
  });

  it('leaves any other error to the page (it is not a loading problem)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Part = failingChunk("Cannot read properties of undefined (reading 'id')");
    render(
      <PageFailedBoundary>
        <MantineProvider env="test">
          <LazyPart loader={null}>
            <Part />
          </LazyPart>
        </MantineProvider>
      </PageFailedBoundary>,
    );
    expect(await screen.findByText('Something went wrong on this page.')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('This part of Torque did not load.')).toBeNull();
    vi.restoreAllMocks();
  });
});
