import { describe, expect, it } from 'vitest';
import { preStatusLabel, preStatusOf } from './pre-status.rules.js';

describe('preStatusOf', () => {
  const facts = { conversationInitiated: false, conversationClosed: false, archived: false };
  it('tells a lead never texted from one in conversation, closed or archived', () => {
    expect(preStatusOf(facts)).toBe('NOT_STARTED');
    expect(preStatusOf({ ...facts, conversationInitiated: true })).toBe('IN_PROGRESS');
    expect(preStatusOf({ ...facts, conversationInitiated: true, conversationClosed: true })).toBe('CLOSED');
    expect(preStatusOf({ ...facts, conversationClosed: true, archived: true })).toBe('ARCHIVED');
    expect(preStatusLabel('IN_PROGRESS')).toBe('In conversation');
  });
});

describe('preStatusLabel', () => {
  it('names each of the four statuses in words, and shows any other code as it came', () => {
    expect(preStatusLabel('NOT_STARTED')).toBe('Not started');
    expect(preStatusLabel('IN_PROGRESS')).toBe('In conversation');
    expect(preStatusLabel('CLOSED')).toBe('Closed');
    expect(preStatusLabel('ARCHIVED')).toBe('Archived');
    expect(preStatusLabel('REOPENED')).toBe('REOPENED');
  });
});
