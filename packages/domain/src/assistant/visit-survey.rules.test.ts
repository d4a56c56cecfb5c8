import { describe, expect, it } from 'vitest';
import {
  managerHandOffNote,
  readSurveyScore,
  reviewNote,
  reviewUrlProblem,
  serviceManagerOf,
  surveyAnswerOf,
  surveyReplyText,
  surveyTakesReply,
  thankYouDue,
  thankYouText,
} from './visit-survey.rules.js';

const at = (iso: string) => new Date(iso);

describe('when a visit earns its thank-you', () => {
  it('is due once, when the order closes and the customer has a lead', () => {
    expect(thankYouDue({ status: 'CLOSED', hasLead: true, alreadyAsked: false })).toBe(true);
    expect(thankYouDue({ status: 'CLOSED', hasLead: true, alreadyAsked: true })).toBe(false);
    expect(thankYouDue({ status: 'CLOSED', hasLead: false, alreadyAsked: false })).toBe(false);
    for (const status of ['UNASSIGNED', 'ASSIGNED', 'HOLD', 'COMPLETE', 'BOOKED'] as const)
      expect(thankYouDue({ status, hasLead: true, alreadyAsked: false })).toBe(false);
  });

  it('asks in the customer’s language', () => {
    const context = { firstName: 'Mary', storeName: 'Torque Toyota of Brooklyn' };
    expect(thankYouText(context, 'en')).toBe(
      'Hi Mary, thank you for your visit to Torque Toyota of Brooklyn. How did it go? Reply 1 to 5 (5 is great).',
    );
    expect(thankYouText(context, 'es')).toBe(
      'Hola Mary, gracias por su visita a Torque Toyota of Brooklyn. ¿Cómo le fue? Responda del 1 al 5 (5 es excelente).',
    );
  });
});

describe('reading the score', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    [' 3 ', 3],
    ['4', 4],
    ['5', 5],
    ['five', 5],
    ['Five!', 5],
    ['5 stars', 5],
    ['4 out of 5', 4],
    ['4/5', 4],
    ['3 de 5', 3],
    ['cinco', 5],
    ['dos', 2],
    ['⭐⭐⭐⭐', 4],
    ['2 - the wait was long', 2],
    ['5! great job', 5],
  ])('reads %j as %i', (reply, score) => {
    expect(readSurveyScore(reply)).toBe(score);
  });

  it.each(['0', '6', '10', '2 hours wait', 'I have 2 cars', 'great', '', 'one more thing', '⭐⭐⭐⭐⭐⭐'])(
    'reads no score in %j',
    (reply) => {
      expect(readSurveyScore(reply)).toBeNull();
    },
  );
});

describe('what an answer does', () => {
  it('sends 3 to the manager and 4 to a review: the boundary', () => {
    expect(surveyAnswerOf('3', false)).toEqual({ kind: 'manager', score: 3 });
    expect(surveyAnswerOf('4', false)).toEqual({ kind: 'review', score: 4 });
    expect(surveyAnswerOf('1', false)).toEqual({ kind: 'manager', score: 1 });
    expect(surveyAnswerOf('five', false)).toEqual({ kind: 'review', score: 5 });
  });

  it('sends a complaint in words to the manager, with or without a score', () => {
    expect(surveyAnswerOf('they scratched my door', true)).toEqual({ kind: 'manager', score: null });
    expect(surveyAnswerOf('5 - but the car was dirty', true)).toEqual({ kind: 'manager', score: 5 });
  });

  it('is no answer when the reply gives neither a score nor a complaint', () => {
    expect(surveyAnswerOf('can I come Tuesday?', false)).toBeNull();
  });

  it('answers the customer in their language, with the review link only when the store has one', () => {
    const low = surveyAnswerOf('2', false)!;
    const high = surveyAnswerOf('5', false)!;
    expect(surveyReplyText(low, { firstName: 'Ana', reviewUrl: null }, 'es')).toBe(
      'Gracias por decírnoslo, Ana. Nuestro gerente de servicio se comunicará con usted pronto.',
    );
    expect(surveyReplyText(high, { firstName: 'Ana', reviewUrl: 'https://g.page/r/x/review' }, 'en')).toBe(
      'Thank you, Ana! We are glad it went well. Would you tell others in a review? https://g.page/r/x/review',
    );
    expect(surveyReplyText(high, { firstName: 'Ana', reviewUrl: null }, 'en')).toBe(
      'Thank you, Ana! We are glad it went well.',
    );
  });

  it('quotes the customer’s words in the manager’s note as typed, never as markup', () => {
    const note = managerHandOffNote({
      managerName: 'Marcus Reed',
      score: 2,
      roNumber: '70012',
      text: '2 <img src=x> & late',
    });
    expect(note).toBe(
      'Handed to you (service manager Marcus Reed): rated the visit 2 of 5 (repair order 70012). Customer wrote: "2 &lt;img src=x&gt; &amp; late"',
    );
    expect(reviewNote({ score: 5, roNumber: '1', linkSent: false })).toContain(
      'because this store has none set in Settings › Review link',
    );
  });
});

describe('which question a bare number answers', () => {
  const asked = at('2026-12-07T15:00:00Z');
  it('is the survey’s while it waits and was asked last', () => {
    expect(
      surveyTakesReply({ surveyAskedAt: asked, offerMadeAt: null, now: at('2026-12-07T16:00:00Z') }),
    ).toBe(true);
    expect(
      surveyTakesReply({
        surveyAskedAt: asked,
        offerMadeAt: at('2026-12-07T14:00:00Z'),
        now: at('2026-12-07T16:00:00Z'),
      }),
    ).toBe(true);
  });

  it('is the booking offer’s when the offer came after the thank-you', () => {
    expect(
      surveyTakesReply({
        surveyAskedAt: asked,
        offerMadeAt: at('2026-12-07T15:30:00Z'),
        now: at('2026-12-07T16:00:00Z'),
      }),
    ).toBe(false);
  });

  it('waits exactly seven days, and not before the thank-you goes (quiet hours)', () => {
    const week = 7 * 86_400_000;
    expect(
      surveyTakesReply({ surveyAskedAt: asked, offerMadeAt: null, now: new Date(asked.getTime() + week) }),
    ).toBe(true);
    expect(
      surveyTakesReply({
        surveyAskedAt: asked,
        offerMadeAt: null,
        now: new Date(asked.getTime() + week + 1),
      }),
    ).toBe(false);
    expect(
      surveyTakesReply({ surveyAskedAt: asked, offerMadeAt: null, now: new Date(asked.getTime() - 1) }),
    ).toBe(false);
    expect(surveyTakesReply({ surveyAskedAt: null, offerMadeAt: null, now: asked })).toBe(false);
  });
});

describe('store settings', () => {
  it('takes an https review link and refuses anything else', () => {
    expect(reviewUrlProblem('https://g.page/r/torque-brooklyn/review')).toBeNull();
    for (const bad of [
      'http://example.com/review',
      'javascript:alert(1)',
      'https://localhost/x',
      'example.com',
      'https://ex ample.com',
    ])
      expect(reviewUrlProblem(bad)).toMatch(/https:\/\//);
    expect(reviewUrlProblem(`https://example.com/${'a'.repeat(500)}`)).toMatch(/at most 500/);
  });

  it('finds the store’s service manager: the service division manager, else the store manager', () => {
    const manager = { role: 'OFFICE_MANAGER', divisionId: 'DIV004', name: 'Office' };
    const division = { role: 'DIVISION_MANAGER', divisionId: 'DIV004', name: 'Service' };
    const sales = { role: 'DIVISION_MANAGER', divisionId: 'DIV001', name: 'Sales' };
    expect(serviceManagerOf([manager, sales, division])?.name).toBe('Service');
    expect(serviceManagerOf([sales, manager])?.name).toBe('Office');
    expect(serviceManagerOf([sales])).toBeNull();
  });
});
