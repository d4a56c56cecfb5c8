import { describe, expect, it } from 'vitest';
import { smsLines, smsText } from './sms-text.js';

describe('smsText (spec 1 §5: HTML to plain text, wrapped at 130, line breaks as spaces)', () => {
  it('drops the markup and turns line breaks into spaces', () => {
    expect(smsText('<p>Hi <b>Maria</b>,</p><p>Your 5K service is due.<br>Reply YES to book.</p>')).toBe(
      'Hi Maria, Your 5K service is due. Reply YES to book.',
    );
  });

  it('decodes entities and keeps the link text without its address', () => {
    expect(smsText('Tom &amp; Jerry &lt;3 <a href="https://example.com/book">Book now</a>')).toBe(
      'Tom & Jerry <3 Book now',
    );
  });

  it('gives nothing for markup that shows nothing', () => {
    expect(smsText('')).toBe('');
    expect(smsText('<p><br></p>')).toBe('');
    expect(smsText('<div>&nbsp;</div>\n')).toBe('');
  });

  it('passes plain text through', () => {
    expect(smsText('Your car is ready for pick-up.')).toBe('Your car is ready for pick-up.');
  });
});

describe('smsLines (spec 1 §9: wrap at 130)', () => {
  it('wraps a long message on word boundaries, no line over 130 characters', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`);
    const lines = smsLines(`<p>${words.join(' ')}</p>`);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((line) => line.length <= 130)).toBe(true);
    expect(lines.join(' ')).toBe(words.join(' '));
  });

  it('cuts a word longer than 130 characters into pieces of at most 130', () => {
    const word = 'x'.repeat(300);
    expect(smsLines(word)).toEqual(['x'.repeat(130), 'x'.repeat(130), 'x'.repeat(40)]);
  });

  it('keeps a line of exactly 130 characters whole and wraps one of 131', () => {
    const exactly = `${'a'.repeat(64)} ${'b'.repeat(65)}`;
    expect(exactly).toHaveLength(130);
    expect(smsLines(exactly)).toEqual([exactly]);
    expect(smsLines(`${exactly}c`)).toEqual(['a'.repeat(64), `${'b'.repeat(65)}c`]);
    expect(smsLines('x'.repeat(130))).toEqual(['x'.repeat(130)]);
    expect(smsLines('x'.repeat(131))).toEqual(['x'.repeat(130), 'x']);
  });

  it('keeps each paragraph and break on its own line', () => {
    expect(smsLines('<p>one</p><div>two</div>three<br>four')).toEqual(['one', 'two', 'three', 'four']);
  });
});

describe('smsText keeps what the writer wrote', () => {
  it('turns a no-break space into a plain space', () => {
    expect(smsText('See&nbsp;you&nbsp;Tuesday')).toBe('See you Tuesday');
  });

  it('keeps the case of headings', () => {
    expect(smsText('<h2>Service reminder</h2><p>Your 5K service is due.</p>')).toBe(
      'Service reminder Your 5K service is due.',
    );
  });
});

describe('smsText shows what a reader of the e-mail would read, in words (spec 1 §5)', () => {
  it('keeps the case of headings of every level', () => {
    for (const level of [1, 2, 3, 4, 5, 6])
      expect(smsText(`<h${level}>Your Service Reminder</h${level}><p>Due soon.</p>`)).toBe(
        'Your Service Reminder Due soon.',
      );
  });

  it('leaves out pictures, their description and their address', () => {
    expect(
      smsText('<p>Your car is ready.<img src="https://cdn.example.com/car.png" alt="Your car"></p>'),
    ).toBe('Your car is ready.');
  });

  it('puts each table row on its own line, header cells in the case written', () => {
    const table =
      '<table><tr><th>Service</th><th>Price</th></tr><tr><td>Oil change</td><td>$49</td></tr></table>';
    expect(smsLines(table).map((line) => line.split(/\s+/))).toEqual([
      ['Service', 'Price'],
      ['Oil', 'change', '$49'],
    ]);
  });

  it('starts a new line where the writer pressed Enter in plain text', () => {
    expect(smsLines('Your car is ready.\nSee you soon.')).toEqual(['Your car is ready.', 'See you soon.']);
  });

  it('keeps a paragraph after a link on a line of its own', () => {
    expect(
      smsLines('<p><a href="https://example.com/book">Book now</a></p><p>Reply STOP to opt out.</p>'),
    ).toEqual(['Book now', 'Reply STOP to opt out.']);
  });
});
