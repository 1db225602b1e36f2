// The parameters many operations share.
import { z } from 'zod';

/** A path id: a positive integer (int4). The one rule every route and the access policy parse ids with. */
export const idParam = z.coerce
  .number({ error: 'Identificador inválido.' })
  .int({ error: 'Identificador inválido.' })
  .positive({ error: 'Identificador inválido.' })
  .max(2_147_483_647, { error: 'Identificador inválido.' });

export const idParams = z.object({ id: idParam });
