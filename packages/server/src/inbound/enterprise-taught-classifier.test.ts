import type { CodeLikelihood, ReplyClassifier, TaughtExample } from '@torque/domain';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database.js';
import { EnterpriseTaughtClassifier } from './enterprise-taught-classifier.js';

/** The classifier being taught: reads everything as a question. */
const classifier: ReplyClassifier & { calls: number } = {
  calls: 0,
  classify(): Promise<readonly CodeLikelihood[]> {
    this.calls += 1;
    return Promise.resolve([{ code: 'CQ', likelihood: 0.9 }]);
  },
};

/** taught_reply in memory: each enterprise's examples (most recent first) and a revision per write. */
function taughtReplies() {
  const rows = new Map<number, TaughtExample[]>();
  let revision = 0;
  const loads: number[] = [];
  const db = {
    query: (sql: string, params: readonly unknown[] = []) => {
      const enterprise = params[0] as number;
      const mine = rows.get(enterprise) ?? [];
      if (sql.includes('max(revision)'))
        return Promise.resolve([{ revision: mine.length > 0 ? String(revision) : null }]);
      loads.push(enterprise);
      return Promise.resolve(mine.map((example) => ({ ...example, revision: String(revision) })));
    },
  } as unknown as Queryable;
  const teach = (enterprise: number, example: TaughtExample) => {
    rows.set(enterprise, [example, ...(rows.get(enterprise) ?? [])]);
    revision += 1;
  };
  return { db, teach, loads };
}

describe('EnterpriseTaughtClassifier', () => {
  it("reads the enterprise's taught words as taught, anything else (or no enterprise) by the classifier", async () => {
    const { db, teach } = taughtReplies();
    teach(1, { wording: 'my son has it at college', code: 'DD' });
    const taught = new EnterpriseTaughtClassifier(classifier, db);
    expect(await taught.classify('My son has it at college!', { enterpriseId: 1 })).toEqual([
      { code: 'DD', likelihood: 1 },
    ]);
    expect(await taught.classify('My son has it at college!', { enterpriseId: 2 })).toEqual([
      { code: 'CQ', likelihood: 0.9 },
    ]);
    expect(await taught.classify('My son has it at college!')).toEqual([{ code: 'CQ', likelihood: 0.9 }]);
    expect(await taught.classify('when are you open', { enterpriseId: 1 })).toEqual([
      { code: 'CQ', likelihood: 0.9 },
    ]);
  });

  it('learns a new example at once, reloading only when the revision moved', async () => {
    const { db, teach, loads } = taughtReplies();
    const taught = new EnterpriseTaughtClassifier(classifier, db);
    expect(await taught.classify('sold it last spring to a neighbour', { enterpriseId: 1 })).toEqual([
      { code: 'CQ', likelihood: 0.9 },
    ]);
    await taught.classify('sold it last spring to a neighbour', { enterpriseId: 1 });
    expect(loads).toEqual([1]);
    teach(1, { wording: 'sold it last spring to a neighbour', code: 'NLO' });
    expect(await taught.classify('sold it last spring to a neighbour', { enterpriseId: 1 })).toEqual([
      { code: 'NLO', likelihood: 1 },
    ]);
    expect(loads).toEqual([1, 1]);
  });

  it('never takes an opt-out from teaching: the rules alone decide STOP', async () => {
    const { db, teach } = taughtReplies();
    teach(1, { wording: 'please take me off your list', code: 'STOP' });
    const taught = new EnterpriseTaughtClassifier(classifier, db);
    expect(await taught.classify('please take me off your list', { enterpriseId: 1 })).toEqual([
      { code: 'CQ', likelihood: 0.9 },
    ]);
  });
});
