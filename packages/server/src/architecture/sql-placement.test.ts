import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md (server): SQL lives only in repositories, the database layer (db/, with the
// migrations beside src/) and the seed; tests, benchmarks and their support code set up rows directly. Every
// other file calls a repository. This test fails the server suite when SQL shows up anywhere else.
const srcDir = fileURLToPath(new URL('..', import.meta.url));

function mayHoldSql(file: string): boolean {
  return (
    file.endsWith('.repository.ts') ||
    file.endsWith('.test.ts') ||
    file.startsWith('db/') ||
    file.startsWith('seed/') ||
    file.startsWith('testing/') ||
    file.endsWith('-test-support.ts') ||
    file.endsWith('.bench.ts') ||
    file.endsWith('-bench-support.ts')
  );
}

const STATEMENT = /\b(?:SELECT\b[\s\S]*\bFROM|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM)\b/;

/** The string and template literals of a source that read as SQL statements; comments do not count. */
function sqlLiterals(source: string): string[] {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, source);
  const found: string[] = [];
  const templates: string[] = []; // the text so far of each template literal still open
  const take = (text: string) => {
    if (STATEMENT.test(text)) found.push(text);
  };
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.CloseBraceToken && templates.length > 0)
      token = scanner.reScanTemplateToken(false);
    const text = scanner.getTokenValue();
    if (token === ts.SyntaxKind.StringLiteral || token === ts.SyntaxKind.NoSubstitutionTemplateLiteral)
      take(text);
    else if (token === ts.SyntaxKind.TemplateHead) templates.push(text);
    else if (token === ts.SyntaxKind.TemplateMiddle) templates.push(`${templates.pop() ?? ''} ? ${text}`);
    else if (token === ts.SyntaxKind.TemplateTail) take(`${templates.pop() ?? ''} ? ${text}`);
  }
  return found;
}

function misplacedSql(): string[] {
  return readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(sep).join('/'))
    .filter((file) => file.endsWith('.ts') && !mayHoldSql(file))
    .filter((file) => sqlLiterals(readFileSync(join(srcDir, file), 'utf8')).length > 0)
    .sort();
}

describe('SQL placement', () => {
  it('keeps SQL in repositories, the database layer and the seed', () => {
    expect(misplacedSql()).toEqual([]);
  });

  it('finds SQL in strings and templates, with or without substitutions', () => {
    const source = [
      "const a = 'SELECT fsi_id FROM message_instance WHERE id = $1';",
      'const b = `UPDATE future_service_interaction SET ${columns} WHERE id = $1`;',
      'const c = `SELECT ${columns} FROM loopback_sms WHERE idempotency_key = $1`;',
      'const d = "DELETE FROM mark WHERE intent_type = $1";',
      'const e = `INSERT INTO outbox (id) VALUES (${id})`;',
    ].join('\n');
    expect(sqlLiterals(source)).toHaveLength(5);
  });

  it('ignores comments and words that only look like SQL', () => {
    const source = [
      '// A row, as a plain SELECT from the table returns it.',
      '/* UPDATE lead SET stage: done by the repository */',
      "const notice = 'Select a store from the list, then update it.';",
    ].join('\n');
    expect(sqlLiterals(source)).toEqual([]);
  });

  it('allows only repositories, the database layer, the seed and tests to hold SQL', () => {
    expect(mayHoldSql('leads/lead.repository.ts')).toBe(true);
    expect(mayHoldSql('db/bulk-insert.ts')).toBe(true);
    expect(mayHoldSql('seed/demo-dataset.ts')).toBe(true);
    expect(mayHoldSql('leads/marks.service.ts')).toBe(false);
    expect(mayHoldSql('inbound/reply-context.ts')).toBe(false);
  });
});
