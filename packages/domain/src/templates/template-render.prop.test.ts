import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { arbPersonName } from '../testing/arb-basics.js';
import { propertyConfig } from '../testing/fc-config.js';
import { sampleAssistant, sampleLead } from '../testing/samples.js';
import { templateContextFromLead } from './template-context.js';
import { PLACEHOLDER_PATHS, placeholder } from './template-placeholder.js';
import { renderTemplate } from './template-render.js';

const context = templateContextFromLead(sampleLead(), sampleAssistant());
const arbText = () => fc.string({ unit: 'grapheme', maxLength: 60 });

describe('renderTemplate (spec 1 §3)', () => {
  it('leaves a body without placeholders unchanged', () => {
    fc.assert(
      fc.property(
        arbText().filter((text) => !text.includes('${')),
        (body) => renderTemplate(body, context) === body,
      ),
      propertyConfig(),
    );
  });

  it('leaves every unknown dollar-brace expression exactly as written', () => {
    // Any dotted name, and near misses of the known paths (a letter more or less), which are longer
    // than the free names ever get and are the likelier slip.
    const arbUnknown = fc
      .oneof(
        fc.stringMatching(/^[a-zA-Z.]{1,20}$/),
        fc
          .tuple(fc.constantFrom(...PLACEHOLDER_PATHS), fc.boolean())
          .map(([path, longer]) => (longer ? `${path}s` : path.slice(0, -1))),
      )
      .filter((path) => !(PLACEHOLDER_PATHS as readonly string[]).includes(path));
    fc.assert(
      fc.property(
        arbText().filter((t) => !t.includes('${')),
        arbUnknown,
        (text, path) => {
          const body = `${text}\${${path}}${text}`;
          return renderTemplate(body, context) === body;
        },
      ),
      propertyConfig(),
    );
  });

  it("puts the customer's name, whatever it is, where the name placeholders stand", () => {
    fc.assert(
      fc.property(arbPersonName(), arbPersonName(), arbText(), (firstName, lastName, text) => {
        const lead = sampleLead({ customerMaster: { ...sampleLead().customerMaster, firstName, lastName } });
        const body = `${text.replaceAll('${', '')}${placeholder('lead.contact.firstName')} ${placeholder('lead.contact.lastName')}`;
        return (
          renderTemplate(body, templateContextFromLead(lead, sampleAssistant())) ===
          `${text.replaceAll('${', '')}${firstName} ${lastName}`
        );
      }),
      propertyConfig(),
    );
  });

  it('leaves no known placeholder behind', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PLACEHOLDER_PATHS), { maxLength: 8 }), (paths) => {
        const rendered = renderTemplate(paths.map(placeholder).join(' | '), context);
        return PLACEHOLDER_PATHS.every((path) => !rendered.includes(placeholder(path)));
      }),
      propertyConfig(),
    );
  });
});
