import { describe, expect, it } from 'vitest';
import { checkTemplateDraft, insertAtCaret } from './template-editor.rules.js';

describe('template editor checks', () => {
  it('asks for a title and a body, and a known service type', () => {
    expect(checkTemplateDraft({ serviceType: 'OIL_CHANGE', title: ' ', body: '' })).toEqual({
      title: 'Please Enter Title',
      body: 'Please Enter Message',
    });
    expect(checkTemplateDraft({ serviceType: 'NOPE', title: 'T', body: 'B' })).toEqual({
      serviceType: 'Please select a service type',
    });
    expect(checkTemplateDraft({ serviceType: 'SALES_THANKS', title: 'Thanks', body: 'Hi' })).toEqual({});
  });
});

describe('template limits (issue 28)', () => {
  const draft = (title: string, body: string) =>
    checkTemplateDraft({ serviceType: 'OIL_CHANGE', title, body });

  it('takes a body of 5000 stored characters and refuses 5001', () => {
    expect(draft('T', 'a'.repeat(5000))).toEqual({});
    expect(draft('T', 'a'.repeat(5001))).toEqual({
      body: 'A template is at most 5000 characters (a line break counts as 4).',
    });
  });

  it('counts a line break as the four characters of its stored <br>', () => {
    expect(draft('T', `${'a'.repeat(4996)}\n`)).toEqual({});
    expect(draft('T', `${'a'.repeat(4997)}\n`).body).toMatch(/^A template is at most 5000/);
  });

  it('takes a title of 200 characters and refuses 201', () => {
    expect(draft('t'.repeat(200), 'B')).toEqual({});
    expect(draft('t'.repeat(201), 'B')).toEqual({ title: 'A title is at most 200 characters.' });
  });
});

describe('insertAtCaret', () => {
  it('inserts at the caret and puts the caret after the placeholder', () => {
    expect(insertAtCaret('Hi !', '${lead.contact.firstName}', 3)).toEqual({
      text: 'Hi ${lead.contact.firstName}!',
      caret: 28,
    });
  });

  it('replaces a selection, whichever way it was made', () => {
    expect(insertAtCaret('Hi NAME', 'X', 7, 3)).toEqual({ text: 'Hi X', caret: 4 });
  });

  it('clamps positions outside the text', () => {
    expect(insertAtCaret('ab', 'X', 99)).toEqual({ text: 'abX', caret: 3 });
    expect(insertAtCaret('ab', 'X', -4)).toEqual({ text: 'Xab', caret: 1 });
  });
});
