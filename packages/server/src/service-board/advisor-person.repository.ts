/** advisorPersonKey (domain advisor-people.rules.ts) in SQL: the name, trimmed, single-spaced, lower case. */
const personKey = (column: string) => `lower(regexp_replace(btrim(${column}), '\\s+', ' ', 'g'))`;

/**
 * The service_advisor ids of the person who goes by this advisor number in the row's store (all of
 * their numbers, issue 30), for an `advisor_id IN (...)` filter. `store` is the row's store column,
 * `advisorNo` a bound parameter.
 */
export const samePersonAdvisorIds = (store: string, advisorNo: string): string =>
  `(SELECT same.id FROM service_advisor picked
      JOIN service_advisor same ON same.store_id = picked.store_id
                               AND ${personKey('same.name')} = ${personKey('picked.name')}
     WHERE picked.store_id = ${store} AND picked.advisor_no = ${advisorNo})`;
