import { describe, expect, it } from 'vitest';
import { REPORT_PALETTE, reportColour } from './report-palette.js';

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('report palette (spec 2 §9)', () => {
  it('has 14 different colours', () => {
    expect(REPORT_PALETTE).toHaveLength(14);
    expect(new Set(REPORT_PALETTE).size).toBe(14);
  });
  it('reads at 3:1 or better on the light and the dark page', () => {
    for (const colour of REPORT_PALETTE) {
      expect(contrast(colour, '#ffffff'), colour).toBeGreaterThanOrEqual(3);
      expect(contrast(colour, '#242424'), colour).toBeGreaterThanOrEqual(3);
    }
  });
  it('starts again after the 14th series', () => {
    expect(reportColour(14)).toBe(REPORT_PALETTE[0]);
    expect(reportColour(-1)).toBe(REPORT_PALETTE[13]);
  });
});
