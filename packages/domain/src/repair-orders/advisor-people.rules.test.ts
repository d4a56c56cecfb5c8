import { describe, expect, it } from 'vitest';
import { advisorNumbersOf, advisorsByPerson } from './advisor-people.rules.js';

const numbers = [
  { advisorNo: '100102', advisorName: 'Angela Brooks' },
  { advisorNo: '102', advisorName: 'angela  brooks ' },
  { advisorNo: 'SA102', advisorName: 'Angela Brooks' },
  { advisorNo: 'SA101', advisorName: 'Marcus Reed' },
];

describe('advisors are people (issue 30 point 7)', () => {
  it('lists each person once, with every number they go by', () => {
    expect(advisorsByPerson(numbers)).toEqual([
      { advisorNo: '100102', advisorName: 'Angela Brooks', advisorNos: ['100102', '102', 'SA102'] },
      { advisorNo: 'SA101', advisorName: 'Marcus Reed', advisorNos: ['SA101'] },
    ]);
  });

  it('stands a picked number for all of its person’s numbers, and an unknown one for itself', () => {
    const people = advisorsByPerson(numbers);
    expect(advisorNumbersOf('102', people)).toEqual(['100102', '102', 'SA102']);
    expect(advisorNumbersOf('XYZ', people)).toEqual(['XYZ']);
  });
});
