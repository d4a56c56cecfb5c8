import { describe, expect, it } from 'vitest';
import {
  aivaReplyFor,
  developerFileProblems,
  fileNameProblem,
  parseAivaFile,
  templateProblems,
} from './developer-file.rules.js';

const AIVA = JSON.stringify({
  replies: [{ when: ['price', 'cost'], reply: 'Price from ${lead.office.name}' }],
  fallback: 'Thanks ${lead.contact.firstName}',
});

describe('developer files', () => {
  it('a template may use only the known placeholders, each closed', () => {
    expect(templateProblems('Hi ${lead.contact.firstName}')).toEqual([]);
    expect(templateProblems('Hi ${lead.contact.shoeSize}')).toEqual([
      'Unknown placeholder ${lead.contact.shoeSize}.',
    ]);
    expect(templateProblems('Hi ${lead.contact.firstName')).toHaveLength(1);
    expect(templateProblems('  ')).toEqual(['The template is empty.']);
  });

  it('names the first 20 unknown placeholders and counts the rest, so a long file gives a short answer', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `\${lead.x${i}}`).join(' ');
    expect(developerFileProblems('tpl', twenty)).toHaveLength(20);
    const problems = developerFileProblems('tpl', `${twenty} \${lead.x20} \${lead.x21}`);
    expect(problems).toHaveLength(21);
    expect(problems[19]).toBe('Unknown placeholder ${lead.x19}.');
    expect(problems[20]).toBe('And 2 more unknown placeholders.');
  });

  it('an assistant file is JSON of keyword replies and a fallback, each a good template', () => {
    expect(parseAivaFile(AIVA).problems).toEqual([]);
    expect(parseAivaFile('{ nope').problems[0]).toMatch(/^Not JSON/);
    expect(parseAivaFile('{"replies": [], "fallback": "x"}').problems).toHaveLength(1);
    const badReply = JSON.stringify({ replies: [{ when: ['x'], reply: '${lead.nope}' }], fallback: 'ok' });
    expect(developerFileProblems('aiva', badReply)).toEqual(['replies.0: Unknown placeholder ${lead.nope}.']);
  });

  it('the assistant replies with the first rule whose keyword the customer used, else the fallback', () => {
    const parsed = parseAivaFile(AIVA);
    if (!parsed.file) throw new Error('sample file does not parse');
    expect(aivaReplyFor(parsed.file, 'What does it COST?')).toBe('Price from ${lead.office.name}');
    expect(aivaReplyFor(parsed.file, 'hello')).toBe('Thanks ${lead.contact.firstName}');
  });

  it('a file name is plain and ends in its kind', () => {
    expect(fileNameProblem('opening.tpl', 'tpl')).toBeNull();
    expect(fileNameProblem('../etc/passwd.tpl', 'tpl')).not.toBeNull();
    expect(fileNameProblem('opening.tpl', 'aiva')).toBe("A aiva file's name ends in .aiva.");
  });
});
