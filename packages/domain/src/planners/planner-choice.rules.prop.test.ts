import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { plannerDateForDisplay, plannerDateToRequest } from './planner-choice.rules.js';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const calendarDay = fc
  .date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true })
  .map((date) => ({ day: date.getUTCDate(), month: date.getUTCMonth() + 1, year: date.getUTCFullYear() }));

describe('planner dates (spec 2 §9: typed DD/MM/YYYY, sent DD.MM.YYYY)', () => {
  it('sends every real day typed DD/MM/YYYY as the same day DD.MM.YYYY, and shows it back as typed', () => {
    fc.assert(
      fc.property(calendarDay, ({ day, month, year }) => {
        const typed = `${pad(day)}/${pad(month)}/${pad(year, 4)}`;
        const sent = plannerDateToRequest(typed);
        return sent === `${pad(day)}.${pad(month)}.${pad(year, 4)}` && plannerDateForDisplay(sent) === typed;
      }),
      propertyConfig(),
    );
  });

  it('never sends a day that does not exist', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1990, max: 2099 }), (month, year) => {
        const daysIn = new Date(Date.UTC(year, month, 0)).getUTCDate();
        return plannerDateToRequest(`${pad(daysIn + 1)}/${pad(month)}/${year}`) === undefined;
      }),
      propertyConfig(),
    );
  });
});
