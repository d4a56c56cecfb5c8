import { Loader } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MantineRoot } from './MantineRoot';

describe('the theme', () => {
  it('makes every loader a named status, so its aria-label is allowed and announced', () => {
    render(
      <MantineRoot env="test">
        <Loader aria-label="Loading the board" />
      </MantineRoot>,
    );
    expect(screen.getByRole('status', { name: 'Loading the board' }).tagName).toBe('SPAN');
  });
});
