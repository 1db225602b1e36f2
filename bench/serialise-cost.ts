// The cost of writing one page of the candidate list (50 cards) in the server's process, four
// ways: the zod type provider's default (parse against candidatePageSchema, then JSON.stringify),
// JSON.stringify alone (the route until 2026-11-26), fast-json-stringify compiled from the
// schema's JSON schema (fastify's own serializer, here through its dependency), and the route's
// way since: each card's JSON kept with the shared page and completed with the clinic's `salvo`
// (candidate-search.service.ts jsonOf). Microseconds per page; no database.
//   node --import tsx bench/serialise-cost.ts
import { candidatePageSchema } from '@app/shared';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { jsonOf } from '../apps/api/src/modules/candidate-search/candidate-search.service';
import { sharedPage } from '../apps/api/src/modules/candidate-search/page-cache';

const card = (i: number) => ({
  id: 100_000 + i,
  nome: `Maria Aparecida dos Santos ${i}`,
  tipo_profissao: 'TSB',
  estado: 'SP',
  cidade: 'São José dos Campos',
  foto_url:
    i % 3
      ? `/api/v1/arquivos/download?key=u%2F${i}%2Fphoto-abcdef.jpg&expires=1795000000&sig=0123456789abcdef0123456789abcdef`
      : null,
  visualizacoes: i * 7,
  deseja_atuar_fora: i % 2 === 0,
  anos_experiencia: i % 4 ? i % 20 : null,
  published_at: '2026-11-25T10:11:12.123Z',
  salvo: i % 10 === 0,
});
const page = { items: Array.from({ length: 50 }, (_, i) => card(i)), total: 100_000, page: 1, size: 50 };
const compiled = fastJson(z.toJSONSchema(candidatePageSchema, { target: 'draft-7' }) as object);

const time = (name: string, fn: () => string) => {
  for (let i = 0; i < 2_000; i++) fn();
  const n = 20_000;
  const start = process.hrtime.bigint();
  let bytes = 0;
  for (let i = 0; i < n; i++) bytes += fn().length;
  const us = Number(process.hrtime.bigint() - start) / 1e3 / n;
  console.log(`${name.padEnd(48)} ${us.toFixed(1).padStart(6)} µs per page (${bytes / n} bytes)`);
};
time('zod parse + JSON.stringify (provider default)', () => JSON.stringify(candidatePageSchema.parse(page)));
time('JSON.stringify', () => JSON.stringify(page));
time('fast-json-stringify from the JSON schema', () => compiled(page));
const shared = sharedPage(
  page.items.map(({ salvo, ...card }) => card),
  page.total,
);
const salvo = page.items.map((c) => c.salvo);
if (jsonOf({ shared, salvo, page: 1, size: 50 }) !== JSON.stringify(page))
  throw new Error('not the same JSON');
time('kept card JSON + salvo (jsonOf)', () => jsonOf({ shared, salvo, page: 1, size: 50 }));
