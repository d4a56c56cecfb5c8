import type { KeyValue } from '../shared/key-value.schema.js';

/**
 * The lead fields a customer-vehicle lead file can fill (issue 19), with the header spellings DMS and
 * manufacturer exports use for each. Every required field must be mapped before a file is imported.
 */
export const LEAD_IMPORT_FIELDS = [
  {
    key: 'firstName',
    label: 'First name',
    required: true,
    headers: ['first name', 'firstname', 'first', 'fname', 'given name', 'customer first name'],
  },
  {
    key: 'lastName',
    label: 'Last name',
    required: true,
    headers: ['last name', 'lastname', 'last', 'lname', 'surname', 'family name', 'customer last name'],
  },
  {
    key: 'cellular',
    label: 'Mobile phone',
    required: true,
    headers: [
      'cellular',
      'cell',
      'cell phone',
      'mobile',
      'mobile phone',
      'phone',
      'phone number',
      'cellphone',
      'cell number',
      'cell phone number',
      'mobile number',
      'mobile phone number',
    ],
  },
  {
    key: 'email',
    label: 'E-mail',
    required: false,
    headers: ['email', 'e-mail', 'email address', 'e-mail address'],
  },
  {
    key: 'vin',
    label: 'VIN',
    required: true,
    headers: ['vin', 'vin number', 'vehicle identification number', 'vin no'],
  },
  { key: 'make', label: 'Make', required: true, headers: ['make', 'vehicle make', 'brand'] },
  { key: 'model', label: 'Model', required: true, headers: ['model', 'vehicle model'] },
  { key: 'year', label: 'Year', required: true, headers: ['year', 'model year', 'vehicle year', 'yr'] },
  {
    key: 'soldDate',
    label: 'Sold date',
    required: false,
    headers: ['sold date', 'solddate', 'sale date', 'delivery date', 'date sold', 'purchase date'],
  },
  {
    key: 'odometer',
    label: 'Mileage',
    required: false,
    headers: ['mileage', 'odometer', 'miles', 'current mileage'],
  },
  {
    key: 'custno',
    label: 'Customer number',
    required: false,
    headers: ['custno', 'cust no', 'customer number', 'customer no', 'customer id', 'customer #'],
  },
] as const;

export type LeadImportFieldKey = (typeof LEAD_IMPORT_FIELDS)[number]['key'];
/** A column staff leave out of the import. */
export const DO_NOT_IMPORT = 'DO_NOT_IMPORT';
export type ColumnTarget = LeadImportFieldKey | typeof DO_NOT_IMPORT;
/** Each column header of a file and the field it fills. */
export type ColumnMapping = Readonly<Record<string, ColumnTarget>>;

export const LEAD_IMPORT_FIELD_KEYS: readonly LeadImportFieldKey[] = LEAD_IMPORT_FIELDS.map(
  (field) => field.key,
);
/** The file type the lead import's header mapping is saved under (excel-header-mapping). */
export const CV_LEAD_FILE_TYPE = 'CV_LEAD';

const isFieldKey = (value: string): value is LeadImportFieldKey =>
  (LEAD_IMPORT_FIELD_KEYS as readonly string[]).includes(value);

/** Words exports put after a field's name to say "number": "VIN #", "Vin#", "VIN No", "Phone Num". */
const NUMBER_WORDS = new Set(['#', 'no', 'num', 'nbr', 'number']);

/**
 * A header as compared (issue 30 point 6: "VIN #" is matched on the first file): lower case,
 * punctuation and repeated spaces gone, "#", "No", "Num" read as "number", "E-mail" as "email"
 * ("Cell_Phone #" reads "cell phone number", "Vin#" reads "vin number").
 */
export const headerWords = (header: string): string =>
  header
    .toLowerCase()
    .replace(/#/g, ' # ')
    .replace(/[^a-z0-9#]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => (NUMBER_WORDS.has(word) ? 'number' : word))
    .join(' ')
    .replace(/\be mail\b/g, 'email');

const spellingsOf = (field: (typeof LEAD_IMPORT_FIELDS)[number]): string[] =>
  [field.label, ...field.headers].map(headerWords);

/**
 * Matches a file's headers to lead fields: a saved mapping first (same header text), then the known
 * spellings. Each field is filled by one column at most (the first that matches); the rest are
 * DO_NOT_IMPORT, which staff can change.
 */
export function autoMatchColumns(headers: readonly string[], saved: ColumnMapping = {}): ColumnMapping {
  // A Map, not an object: a header may be spelled "toString" or "__proto__".
  const mapping = new Map<string, ColumnTarget>();
  const taken = new Set<LeadImportFieldKey>();
  const savedByWords = new Map(
    Object.entries(saved).map(([header, target]) => [headerWords(header), target]),
  );
  for (const header of headers) {
    const remembered = savedByWords.get(headerWords(header));
    if (remembered !== undefined && (remembered === DO_NOT_IMPORT || !taken.has(remembered))) {
      mapping.set(header, remembered);
      if (remembered !== DO_NOT_IMPORT) taken.add(remembered);
    }
  }
  for (const header of headers) {
    if (mapping.has(header)) continue;
    const words = headerWords(header);
    const field = LEAD_IMPORT_FIELDS.find(
      (candidate) => !taken.has(candidate.key) && spellingsOf(candidate).includes(words),
    );
    mapping.set(header, field?.key ?? DO_NOT_IMPORT);
    if (field) taken.add(field.key);
  }
  return Object.fromEntries(mapping);
}

/** The field a header fills under a mapping; a header the mapping does not name is not imported. */
export const targetOf = (mapping: ColumnMapping, header: string): ColumnTarget =>
  Object.hasOwn(mapping, header) ? (mapping[header] ?? DO_NOT_IMPORT) : DO_NOT_IMPORT;

/** The required fields no column fills yet, in the order of LEAD_IMPORT_FIELDS. */
export function unmappedRequiredFields(mapping: ColumnMapping): LeadImportFieldKey[] {
  const filled = new Set(Object.values(mapping));
  return LEAD_IMPORT_FIELDS.filter((field) => field.required && !filled.has(field.key)).map(
    (field) => field.key,
  );
}

/** Fields filled by two columns or more: a mapping must name each field once. */
export function fieldsMappedTwice(mapping: ColumnMapping): LeadImportFieldKey[] {
  const seen = new Set<LeadImportFieldKey>();
  const twice = new Set<LeadImportFieldKey>();
  for (const target of Object.values(mapping)) {
    if (target === DO_NOT_IMPORT) continue;
    if (seen.has(target)) twice.add(target);
    seen.add(target);
  }
  return [...twice];
}

export const leadImportFieldLabel = (key: LeadImportFieldKey): string =>
  LEAD_IMPORT_FIELDS.find((field) => field.key === key)?.label ?? key;

/** A mapping as the wire carries it (HeaderMapping.mapping, the upload's `mapping`): header → field. */
export const mappingToKeyValues = (mapping: ColumnMapping): KeyValue[] =>
  Object.entries(mapping).map(([key, value]) => ({ key, value }));

/** The wire's key-value list as a mapping; an unknown field name reads as DO_NOT_IMPORT. */
export function mappingFromKeyValues(pairs: readonly KeyValue[]): ColumnMapping {
  return Object.fromEntries(pairs.map(({ key, value }) => [key, isFieldKey(value) ? value : DO_NOT_IMPORT]));
}

/**
 * The row that most likely holds the headers among a file's first rows (0-based): the first that
 * names two lead fields or more, else the first row with any text.
 */
export function guessHeaderRow(rows: readonly (readonly string[])[]): number {
  const named = rows.findIndex(
    (row) =>
      Object.values(autoMatchColumns(row.filter((cell) => cell.trim() !== ''))).filter(
        (t) => t !== DO_NOT_IMPORT,
      ).length >= 2,
  );
  if (named >= 0) return named;
  const any = rows.findIndex((row) => row.some((cell) => cell.trim() !== ''));
  return Math.max(0, any);
}
