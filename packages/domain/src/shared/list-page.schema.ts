import { z } from 'zod';

/**
 * The list envelope every list call answers with (spec 2 §1), as a schema for any item. It lives in the
 * shared kernel because every context that lists something parses it.
 */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    response: z.string(),
    total: z.number().int(),
    size: z.number().int(),
    page: z.number().int(),
  });
