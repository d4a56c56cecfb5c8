import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEAD_FORM_MAKES, leadFormFor } from '@torque/domain';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderApp } from '../../test/render';

const signedOut = () => createFakeWorld({ session: null });

async function openForm(path = '/lead-submission-toyota') {
  const world = signedOut();
  const view = renderApp(world.services, path);
  await screen.findByRole('heading', { name: 'BOOK APPOINTMENT VIA TEXT' });
  return { world, ...view };
}

describe('lead submission forms (spec 1 §2, §5)', () => {
  it.each(LEAD_FORM_MAKES)(
    'shows the %s form with its logo, the fields, +1, the consent and Submit',
    async (make) => {
      const form = leadFormFor(make);
      await openForm(form.route);
      expect(
        screen.getByRole('img', {
          name: make === 'generic' ? 'Dealership service' : `${form.displayName} logo`,
        }),
      ).toBeInstanceOf(Element);
      expect(screen.getByLabelText('First Name')).toBeInstanceOf(Element);
      expect(screen.getByLabelText('Last Name')).toBeInstanceOf(Element);
      const phone = screen.getByLabelText('Phone');
      expect(document.getElementById(phone.getAttribute('aria-describedby') ?? '')?.textContent).toBe('+1');
      expect(screen.getByText(/may send text messages to the number above/)).toBeInstanceOf(Element);
      expect(screen.getByRole('button', { name: 'Submit' })).toBeInstanceOf(Element);
    },
  );

  it('says which fields are required, focuses the first and sends nothing', async () => {
    const { world } = await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('First name is required')).toBeInstanceOf(Element);
    expect(screen.getByText('Last name is required')).toBeInstanceOf(Element);
    expect(screen.getByText('Phone is required')).toBeInstanceOf(Element);
    expect(document.activeElement).toBe(screen.getByLabelText('First Name'));
    expect(screen.getByLabelText('First Name').getAttribute('aria-invalid')).toBe('true');
    expect(world.leadSubmission.submissions).toHaveLength(0);
  });

  it("answers 'Invalid Number' to letters and to anything but ten digits, and clears it as the number is fixed", async () => {
    await openForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First Name'), 'Nora');
    await user.type(screen.getByLabelText('Last Name'), 'Quinlan');
    await user.type(screen.getByLabelText('Phone'), '212555O187');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Invalid Number')).toBeInstanceOf(Element);
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '212 555 018');
    expect(screen.getByText('Invalid Number')).toBeInstanceOf(Element);
    await user.type(screen.getByLabelText('Phone'), '7');
    await waitFor(() => expect(screen.queryByText('Invalid Number')).toBeNull());
  });

  it('works by keyboard alone: Tab between fields, Enter submits, then a thank-you', async () => {
    const { world } = await openForm();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('First Name'));
    await user.keyboard('Nora');
    await user.tab();
    await user.keyboard('Quinlan');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Phone'));
    await user.keyboard('(212) 555-0187{Enter}');
    expect(await screen.findByRole('heading', { name: 'Thank you, Nora!' })).toBeInstanceOf(Element);
    expect(world.leadSubmission.submissions).toEqual([
      {
        firstName: 'Nora',
        lastName: 'Quinlan',
        customerPhoneNumber: '+12125550187',
        storePhoneNumber: leadFormFor('toyota').storePhoneNumber,
        message: 'I would like to schedule an appointment. My name is Nora Quinlan',
      },
    ]);
    expect(screen.getByText(/\+1 \(212\)-555-0187/)).toBeInstanceOf(Element);
  });

  it("sends the generic request from /lead-submission and shows 'Lead Failed to Submit.' when refused", async () => {
    const { world } = await openForm('/lead-submission');
    world.leadSubmission.failNext();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First Name'), 'Sam');
    await user.type(screen.getByLabelText('Last Name'), 'Reyes');
    await user.type(screen.getByLabelText('Phone'), '3125550123');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Lead Failed to Submit.');
    expect(screen.getByLabelText('First Name')).toHaveProperty('value', 'Sam');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Thank you, Sam!' })).toBeInstanceOf(Element);
    expect(world.leadSubmission.submissions[0]?.message).toBe(
      'I would like to schedule an appointment please',
    );
  });

  it('hides the forms its tenant mode hides: to /login', async () => {
    const world = createFakeWorld({ session: null, environment: { tenantMode: 'enterprise' } });
    const { router } = renderApp(world.services, '/lead-submission-ford');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
