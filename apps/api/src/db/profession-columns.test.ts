// The professional records' tables hold a column for every field of the shared catalogue
// (packages/shared/src/profession-fields.ts), of the type its kind needs: the catalogue names a
// field once, and this is what keeps the database in step with it.
import { type ProfessionRecord, professionFields } from '@app/shared';
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { radiologistas, recepcionistas, tecnicos } from './schema';

const TABLES = { radiologista: radiologistas, tecnico: tecnicos, recepcionista: recepcionistas };
const COLUMN_TYPE = { 'yes-no': 'boolean', tags: 'array', 'free-text': 'array', level: 'string' } as const;

describe('the professional tables and the catalogue', () => {
  for (const kind of Object.keys(TABLES) as ProfessionRecord[]) {
    it(`${kind}: a column of the right type for every field`, () => {
      const columns = getTableColumns(TABLES[kind]) as Record<string, { dataType: string }>;
      const columnTypes = Object.fromEntries(
        professionFields(kind).map(([name]) => [name, columns[name]?.dataType ?? 'missing']),
      );
      const expected = Object.fromEntries(
        professionFields(kind).map(([name, spec]) => [name, COLUMN_TYPE[spec.kind]]),
      );
      expect(columnTypes).toEqual(expected);
    });
  }
});
