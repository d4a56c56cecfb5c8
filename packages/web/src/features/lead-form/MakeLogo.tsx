import { leadFormFor, type LeadFormMake } from '@torque/domain';
import type { ReactNode } from 'react';
import { MAKE_MARKS } from './make-marks';

type Wordmark = {
  readonly word: string;
  readonly sub?: string;
  readonly colour: string;
  readonly weight?: number;
};

/** Original wordmarks drawn for this product: plain lettering, no manufacturer's artwork. */
const WORDMARKS: Readonly<Record<LeadFormMake, Wordmark>> = {
  generic: { word: 'SERVICE', sub: 'Book with your dealership', colour: '#24338a' },
  toyota: { word: 'TOYOTA', sub: 'Service & Sales', colour: '#1b1f2a' },
  ford: { word: 'FORD', sub: 'Service & Sales', colour: '#133a7c', weight: 800 },
  nissan: { word: 'NISSAN', sub: 'Service & Sales', colour: '#2d2f33' },
  subaru: { word: 'SUBARU', sub: 'Service & Sales', colour: '#0b4ea2' },
  mazda: { word: 'MAZDA', sub: 'Service & Sales', colour: '#1b1f2a' },
  yarkcjdr: { word: 'YARK', sub: 'Chrysler · Dodge · Jeep · Ram', colour: '#1b1f2a', weight: 900 },
  bmw: { word: 'BMW', sub: 'Service & Sales', colour: '#1b1f2a', weight: 800 },
  chevrolet: { word: 'CHEVROLET', sub: 'Service & Sales', colour: '#1b1f2a' },
  bergestorm: { word: 'BERGE STORM', sub: 'Dealer group', colour: '#0a4d51' },
};

/** The make's logo: an original mark beside its wordmark; its accessible name is the make. */
export function MakeLogo({ make }: { readonly make: LeadFormMake }) {
  const { displayName } = leadFormFor(make);
  const mark: ReactNode = MAKE_MARKS[make];
  const { word, sub, colour, weight = 750 } = WORDMARKS[make];
  // Text is fitted to fixed lengths, so the mark looks the same whichever font the device has.
  const wordLength = word.length * 18;
  const subLength = (sub?.length ?? 0) * 6.6;
  const width = 72 + Math.max(wordLength, subLength);
  return (
    <svg
      viewBox={`0 0 ${Math.ceil(width)} 56`}
      height={56}
      role="img"
      aria-label={make === 'generic' ? 'Dealership service' : `${displayName} logo`}
      focusable="false"
      style={{ maxWidth: '100%' }}
    >
      <g aria-hidden="true">{mark}</g>
      <text
        x={68}
        y={sub ? 30 : 37}
        fill={colour}
        fontSize={27}
        fontWeight={weight}
        textLength={wordLength}
        lengthAdjust="spacingAndGlyphs"
        fontFamily="Inter, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
      >
        {word}
      </text>
      {sub && (
        <text
          x={69}
          y={48}
          fill="#4a5160"
          fontSize={11.5}
          fontWeight={600}
          textLength={subLength}
          lengthAdjust="spacingAndGlyphs"
          fontFamily="Inter, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        >
          {sub}
        </text>
      )}
    </svg>
  );
}
