import {
  isReplyCode,
  taughtMatchFor,
  type CodeLikelihood,
  type ReplyClassifier,
  type ReplyReader,
} from '@torque/domain';
import type { Queryable } from '../db/database.js';
import { TaughtReplyRepository, type TaughtReplies } from './taught-reply.repository.js';

/**
 * Any classifier, taught by staff (issue 31 point 2): a reply in the words of one its enterprise's staff
 * corrected or confirmed in Show Intents is read as they read it (taught-wording.rules.ts), before the
 * classifier is asked; any other reply, or one with no enterprise named, goes to the classifier.
 *
 * Learning needs no restart: each read asks the database for the enterprise's latest revision (one
 * indexed row) and reloads the examples when it moved, so a correction saved on any server instance
 * counts on every instance from the next reply. The examples themselves are kept per enterprise in memory.
 */
export class EnterpriseTaughtClassifier implements ReplyClassifier {
  private readonly taught = new Map<number, TaughtReplies>();

  constructor(
    private readonly classifier: ReplyClassifier,
    private readonly db: Queryable,
  ) {}

  async classify(text: string, reader?: ReplyReader): Promise<readonly CodeLikelihood[]> {
    if (reader) {
      const { examples } = await this.examplesOf(reader.enterpriseId);
      // Opt-outs are the fixed rules' alone (reply-codes.rules.ts): a reply staff read as STOP teaches nothing.
      const match = taughtMatchFor(
        text,
        examples.filter((example) => example.code !== 'STOP'),
      );
      // Staff's reading stands alone: the same words are sure (1), a near match as alike as it is.
      if (match && isReplyCode(match.example.code))
        return [{ code: match.example.code, likelihood: match.overlap }];
    }
    return this.classifier.classify(text, reader);
  }

  private async examplesOf(enterpriseId: number): Promise<TaughtReplies> {
    const repository = new TaughtReplyRepository(this.db);
    const revision = await repository.revision(enterpriseId);
    const cached = this.taught.get(enterpriseId);
    if (cached?.revision === revision) return cached;
    const fresh = await repository.of(enterpriseId);
    this.taught.set(enterpriseId, fresh);
    return fresh;
  }
}
