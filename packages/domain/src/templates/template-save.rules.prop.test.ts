import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { storedToBody } from './template-body.js';
import { templateSaveAction, templateSaveRequest } from './template-save.rules.js';

const arbTemplate = () =>
  fc.record(
    {
      id: fc.option(fc.nat(), { nil: undefined }),
      templateId: fc.option(fc.nat(), { nil: null }),
      title: fc.string(),
      body: fc.string().filter((s) => !/[<\r]/.test(s)),
      serviceType: fc.string(),
      enterpriseId: fc.nat(),
    },
    { requiredKeys: ['title', 'body', 'serviceType', 'enterpriseId'] },
  );

describe('template save (spec 1 §5)', () => {
  it('templateSaveAction is update exactly when templateId is present', () => {
    fc.assert(
      fc.property(arbTemplate(), (template) => {
        const present = template.templateId !== undefined && template.templateId !== null;
        return (templateSaveAction(template) === 'update') === present;
      }),
      propertyConfig(),
    );
  });

  it('saves the body so that it shows again as typed, and changes nothing else', () => {
    fc.assert(
      fc.property(arbTemplate(), (template) => {
        const saved = templateSaveRequest(template).template;
        return (
          storedToBody(saved.body) === template.body &&
          JSON.stringify({ ...saved, body: template.body }) === JSON.stringify(template)
        );
      }),
      propertyConfig(),
    );
  });
});
