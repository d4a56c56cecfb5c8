import { describe, expect, it } from 'vitest';
import { sampleAssistant, sampleLead } from '../testing/samples.js';
import { templateContextFromLead } from './template-context.js';
import { PLACEHOLDER_PATHS, placeholder, placeholdersIn } from './template-placeholder.js';
import { EMPTY_TEMPLATE_CONTEXT, renderTemplate } from './template-render.js';

const context = templateContextFromLead(sampleLead(), sampleAssistant(), {
  agentEmail: 'ava@mainstreethonda.example',
  office: { fullAddress: '1 Main Street, Springfield' },
  deliveryDate: '2024-09-02',
  lastServiceDate: '2025-03-14',
  dueDates: { '5k': '2025-06-01', '05k': '2024-10-01' },
});

describe('template placeholders (spec 1 §3)', () => {
  it('catalogues the five groups with seven due-date variants', () => {
    expect(PLACEHOLDER_PATHS).toHaveLength(3 + 4 + 2 + 4 + 3 + 7 + 1);
    expect(PLACEHOLDER_PATHS).toContain('lead.deal.descriptiveDueDate05k');
    expect(placeholder('lead.office.name')).toBe('${lead.office.name}');
    expect(placeholdersIn('Hi ${lead.contact.firstName}, ${ lead.x.y } ${}')).toEqual([
      'lead.contact.firstName',
      'lead.x.y',
      '',
    ]);
  });
});

describe('renderTemplate (spec 1 §3)', () => {
  it('fills the placeholders from the lead, its assistant and its store', () => {
    const body =
      'Hi ${lead.contact.firstName} ${lead.contact.lastName}, this is ${lead.agent.agentFirstName} at ' +
      '${lead.office.name}, ${lead.office.fullAddress}. Your ${lead.product.year} ${lead.product.productBrandMake} ' +
      '${lead.product.model} (${lead.product.vin}) is due on ${lead.deal.descriptiveDueDate5k}.';
    expect(renderTemplate(body, context)).toBe(
      'Hi Maria Lopez, this is Ava at Main Street Honda, 1 Main Street, Springfield. Your 2021 Honda Accord ' +
        '(1HGCM82633A004352) is due on June 1, 2025.',
    );
  });

  it('shows the phone as (###)-###-#### and the deal dates descriptively', () => {
    const body =
      '${lead.contact.phoneNumber} ${lead.agent.agentEmail} ${lead.deal.descriptiveDeliveryDate} ' +
      '${lead.deal.descriptiveLastServiceDate} ${lead.deal.descriptiveLastServiceDayMonth}';
    expect(renderTemplate(body, context)).toBe(
      '(555)-123-4567 ava@mainstreethonda.example September 2, 2024 March 14, 2025 March 14',
    );
  });

  it('leaves unknown expressions as written and renders known ones without a value as nothing', () => {
    expect(
      renderTemplate('Hi ${lead.contact.nickname}, ${total} ${lead.deal.descriptiveDueDate25k}!', context),
    ).toBe('Hi ${lead.contact.nickname}, ${total} !');
  });

  it('tolerates spaces inside the braces and never expands a value twice', () => {
    const sneaky = templateContextFromLead(
      sampleLead({
        customerMaster: { ...sampleLead().customerMaster, firstName: '${lead.agent.agentFirstName}' },
      }),
      sampleAssistant(),
    );
    expect(renderTemplate('Hi ${ lead.contact.firstName }', sneaky)).toBe('Hi ${lead.agent.agentFirstName}');
    expect(renderTemplate('Cost: $5 {not a placeholder} $$', EMPTY_TEMPLATE_CONTEXT)).toBe(
      'Cost: $5 {not a placeholder} $$',
    );
  });

  it('renders without an assistant, leaving the agent placeholders empty', () => {
    const noAgent = templateContextFromLead(sampleLead(), null);
    expect(renderTemplate('[${lead.agent.agentFirstName}] ${lead.office.name}', noAgent)).toBe(
      '[] Main Street Honda',
    );
  });
});
