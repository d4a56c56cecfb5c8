import { describe, expect, it } from 'vitest';
import { bodyToStored, storedToBody } from './template-body.js';

describe('template body (spec 1 §3, §5)', () => {
  it('stores line breaks as br tags', () => {
    expect(bodyToStored('Hi ${lead.contact.firstName},\nSee you soon.\n\nThanks')).toBe(
      'Hi ${lead.contact.firstName},<br>See you soon.<br><br>Thanks',
    );
    expect(bodyToStored('a\r\nb\rc')).toBe('a<br>b<br>c');
  });

  it('shows every spelling of br as a line break', () => {
    expect(storedToBody('a<br>b<br/>c<br />d<BR>e<br   />f')).toBe('a\nb\nc\nd\ne\nf');
    expect(storedToBody('<p>kept</p>')).toBe('<p>kept</p>');
  });
});
