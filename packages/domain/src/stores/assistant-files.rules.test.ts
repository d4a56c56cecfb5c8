import { describe, expect, it } from 'vitest';
import { DIVISION_IDS } from '../session/role.js';
import { aivaFileNameOf } from './assistant-files.rules.js';

describe('assistant file names', () => {
  it('names each division its own file', () => {
    expect(aivaFileNameOf('DIV004')).toBe('service-assistant.aiva');
    expect(aivaFileNameOf('DIV003')).toBe('extended-pre-sales-assistant.aiva');
    expect(new Set(DIVISION_IDS.map(aivaFileNameOf)).size).toBe(DIVISION_IDS.length);
  });
});
