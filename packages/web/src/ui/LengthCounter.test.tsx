import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { LengthCounter } from './LengthCounter';

/**
 * The length counter's edges (issue 28, issue 33), with a text's limit of 1,600 characters: it shows
 * from 80% of the limit (1,280) and turns red at the limit itself (1,600), not a character later.
 */
const counter = () => screen.queryByText(/ of 1,600 characters$/);
const isRed = (element: HTMLElement) => element.style.color.includes('red');

describe('LengthCounter at its boundaries', () => {
  it('says nothing at 1,279 of 1,600 characters', () => {
    renderWithProviders(<LengthCounter length={1279} max={1600} />);
    expect(counter()).toBeNull();
  });

  it('shows 1,280 of 1,600 characters, not red', () => {
    renderWithProviders(<LengthCounter length={1280} max={1600} />);
    expect(counter()?.textContent).toBe('1,280 of 1,600 characters');
    expect(isRed(counter()!)).toBe(false);
  });

  it('is still not red at 1,599', () => {
    renderWithProviders(<LengthCounter length={1599} max={1600} />);
    expect(isRed(counter()!)).toBe(false);
  });

  it('is red at exactly 1,600', () => {
    renderWithProviders(<LengthCounter length={1600} max={1600} />);
    expect(counter()?.textContent).toBe('1,600 of 1,600 characters');
    expect(isRed(counter()!)).toBe(true);
  });
});
