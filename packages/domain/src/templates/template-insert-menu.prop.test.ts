import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { SERVICE_TYPES } from '../leads/service-type.js';
import { propertyConfig } from '../testing/fc-config.js';
import { templateInsertMenus } from './template-insert-menu.js';
import { isPlaceholderPath, placeholdersIn } from './template-placeholder.js';

describe('template insert menus (spec 1 §3)', () => {
  it('inserts, for any service type, only catalogued placeholders, each exactly one', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...SERVICE_TYPES), fc.string()), (serviceType) =>
        templateInsertMenus(serviceType).every((menu) =>
          menu.items.every((item) => {
            const found = placeholdersIn(item.insert);
            return found.length === 1 && found[0] === item.path && isPlaceholderPath(item.path);
          }),
        ),
      ),
      propertyConfig(),
    );
  });
});
