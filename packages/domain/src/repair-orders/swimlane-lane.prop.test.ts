import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { SWIMLANE_LANES, SWIMLANE_STATUS_CODES, swimlaneLane, swimlaneStatusCode } from './swimlane-lane.js';

describe('swimlane lanes (spec 2 §4)', () => {
  it('every lane has exactly one status code, and that code leads back to the lane', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SWIMLANE_LANES), (lane) => {
        const code = swimlaneStatusCode(lane);
        const codes = SWIMLANE_STATUS_CODES.filter((status) => swimlaneLane(status) === lane);
        return code !== undefined && swimlaneLane(code) === lane && codes.length === 1;
      }),
      propertyConfig(),
    );
  });

  it('a status code has a lane exactly when it is one of the eight codes', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...SWIMLANE_STATUS_CODES), fc.string({ maxLength: 12 })),
        (status) => {
          const lane = swimlaneLane(status);
          const known = (SWIMLANE_STATUS_CODES as readonly string[]).includes(status);
          return known ? lane !== undefined && SWIMLANE_LANES.includes(lane) : lane === undefined;
        },
      ),
      propertyConfig(),
    );
  });
});
