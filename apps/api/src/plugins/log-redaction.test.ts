import { describe, expect, it } from 'vitest';
import { errorLogSerializer } from './log-redaction';

const CPF = '529.982.247-25';

/** Shaped like node-postgres' DatabaseError wrapped by drizzle's DrizzleQueryError. */
function queryError(message: string, fields: Record<string, unknown>) {
  const cause = Object.assign(new Error(message), fields);
  const params = [CPF, '(11) 98765-4321'];
  const error = Object.assign(
    new Error(`Failed query: insert into candidatos values ($1, $2)\nparams: ${params}`),
    {
      query: 'insert into candidatos values ($1, $2)',
      params,
    },
  );
  error.cause = cause;
  return error;
}

describe('errorLogSerializer', () => {
  it("keeps the query text, the database's message and code, without any value", () => {
    const error = queryError('duplicate key value violates unique constraint "candidatos_cpf_unique"', {
      code: '23505',
      detail: `Key (cpf)=(${CPF}) already exists.`,
      constraint: 'candidatos_cpf_unique',
    });
    const out = errorLogSerializer(error);
    expect(JSON.stringify(out)).not.toContain('529.982');
    expect(JSON.stringify(out)).not.toContain('98765');
    expect(out.message).toBe(
      'Failed query: insert into candidatos values ($1, $2): duplicate key value violates unique constraint "candidatos_cpf_unique"',
    );
    expect(out.code).toBe('23505');
    expect(out.query).toBe('insert into candidatos values ($1, $2)');
    expect(out.params).toBeUndefined();
    expect(out.stack).toMatch(/^Error: Failed query: insert into candidatos values \(\$1, \$2\)\n {4}at /);
    expect(out.stack).toContain('\ncaused by: Error: duplicate key value');
  });

  it('drops a value quoted at the end of a message, and the row in detail', () => {
    const error = Object.assign(new Error(`invalid input syntax for type date: "${CPF}"`), {
      code: '22007',
      detail: `Failing row contains (1, Maria, ${CPF}).`,
      where: `unnamed portal parameter $1 = '${CPF}'`,
    });
    const out = errorLogSerializer(error);
    expect(out.message).toBe('invalid input syntax for type date: [redacted]');
    expect(JSON.stringify(out)).not.toContain('529.982');
    expect(out.code).toBe('22007');
  });

  it('serialises other errors as pino does, and passes non-errors through', () => {
    const plain = Object.assign(new TypeError('boom'), { statusCode: 500 });
    expect(errorLogSerializer(plain)).toMatchObject({ type: 'TypeError', message: 'boom', statusCode: 500 });
    const aggregate = new AggregateError(
      [Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })],
      'x',
    );
    expect(errorLogSerializer(aggregate).aggregateErrors).toMatchObject([{ message: 'refused' }]);
    expect(errorLogSerializer('text' as unknown as Error)).toBe('text');
  });
});
