/**
 * A service advisor is a person; the DMS may know one person by several advisor numbers in a store
 * (one per system or per year, issue 30). The board's picker names people, and picking one shows the
 * orders of all their numbers. Within a store, the same name (ignoring case and spacing) is the same
 * person; the server matches numbers by the same key (service-board/advisor-person.sql.ts).
 */
export const advisorPersonKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

export type AdvisorNumber = { readonly advisorNo: string; readonly advisorName: string };
export type AdvisorPerson = AdvisorNumber & { readonly advisorNos: string[] };

/**
 * One entry per person, in the order they first appear; the person's picker value is their first
 * number, and `advisorNos` holds every number they go by.
 */
export function advisorsByPerson(numbers: readonly AdvisorNumber[]): AdvisorPerson[] {
  const people = new Map<string, { advisorNo: string; advisorName: string; advisorNos: string[] }>();
  for (const { advisorNo, advisorName } of numbers) {
    const key = advisorPersonKey(advisorName);
    const person = people.get(key);
    if (!person) people.set(key, { advisorNo, advisorName: advisorName.trim(), advisorNos: [advisorNo] });
    else if (!person.advisorNos.includes(advisorNo)) person.advisorNos.push(advisorNo);
  }
  return [...people.values()];
}

/** The advisor numbers a picked advisor stands for: all of that person's, or just the one given. */
export function advisorNumbersOf(picked: string, people: readonly AdvisorPerson[]): readonly string[] {
  return people.find((person) => person.advisorNos.includes(picked))?.advisorNos ?? [picked];
}
