// The one query of a kept page on PostgreSQL (page-cache.ts): the list's version and which of the
// page's candidates the asking clinic saved. Under load many requests need it at the same moment,
// so they share statements: while one runs, the requests that arrive wait together for the next,
// which answers all of them (one statement for each round trip of the database instead of one for
// each request: docs/decisions/0002). A request is answered only by a statement sent after it
// arrived, so it sees every change committed before it (a clinic's own save, a publication in any
// process), as it did with a statement of its own.
import type { Database } from '../../plugins/db';
import { LIST_VERSION } from './candidate-search.repo';

/** What a kept page needs for one request. */
export interface KeptPageState {
  /** The list's version now (lista_candidatos_versao). */
  version: number;
  /** The page's candidates the clinic saved. */
  saved: Set<number>;
}

interface Asked {
  clinicId: number;
  ids: readonly number[];
  resolve: (state: KeptPageState) => void;
  reject: (err: unknown) => void;
}

export class KeptPageReads {
  /** The requests waiting for the next statement. */
  private waiting: Asked[] = [];
  private running = false;

  constructor(private readonly database: Database) {}

  /** The list's version and which of `ids` the clinic saved, read after this call. */
  read(clinicId: number, ids: readonly number[]): Promise<KeptPageState> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ clinicId, ids, resolve, reject });
      if (!this.running) void this.send();
    });
  }

  private async send(): Promise<void> {
    this.running = true;
    while (this.waiting.length > 0) {
      const asked = this.waiting;
      this.waiting = [];
      try {
        const { version, saved } = await this.query(asked);
        for (const a of asked) {
          const ofClinic = saved.get(a.clinicId);
          a.resolve({ version, saved: new Set(ofClinic ? a.ids.filter((id) => ofClinic.has(id)) : []) });
        }
      } catch (err) {
        for (const a of asked) a.reject(err);
      }
    }
    this.running = false;
  }

  /** One statement for every (clinic, candidate) pair asked, each pair once. */
  private async query(asked: Asked[]): Promise<{ version: number; saved: Map<number, Set<number>> }> {
    const byClinic = new Map<number, Set<number>>();
    for (const { clinicId, ids } of asked) {
      const set = setOf(byClinic, clinicId);
      for (const id of ids) set.add(id);
    }
    const clinics: number[] = [];
    const candidates: number[] = [];
    for (const [clinicId, ids] of byClinic)
      for (const id of ids) {
        clinics.push(clinicId);
        candidates.push(id);
      }
    // One row when nothing asked is saved (the version), one per saved pair otherwise.
    const rows = await this.database.prepared<{
      versao: number;
      clinica_id: number | null;
      candidato_id: number | null;
    }>(
      'candidate_page_saved_batch',
      `select v.versao, s.clinica_id, s.candidato_id
       from (select ${LIST_VERSION} as versao) as v
       left join (
         unnest($1::int[], $2::int[]) as q (clinica_id, candidato_id)
         join candidatos_salvos s on s.clinica_id = q.clinica_id and s.candidato_id = q.candidato_id
       ) on true`,
      [`{${clinics.join(',')}}`, `{${candidates.join(',')}}`],
    );
    const saved = new Map<number, Set<number>>();
    for (const row of rows) {
      if (row.clinica_id === null || row.candidato_id === null) continue;
      setOf(saved, Number(row.clinica_id)).add(Number(row.candidato_id));
    }
    return { version: Number(rows[0]?.versao ?? 0), saved };
  }
}

/** The set of `key` in `map`, added empty when missing. */
function setOf(map: Map<number, Set<number>>, key: number): Set<number> {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  return set;
}
