// PGlite only: the database lives in this one process (its directory is opened by one process at a
// time), so the notifications of migration 0012 reach every cache of the list, and a kept page
// (page-cache.ts) is answered without any query: the list's version comes from
// 'lista_candidatos' (sent at the commit of any change to what the cards show), each clinic's saved
// candidates are kept as a set dropped on 'candidatos_salvos' (sent at the commit of a save or an
// unsave by that clinic). PGlite calls the listeners before the writing query's promise resolves,
// so the request that wrote sees its change in its next read. On PostgreSQL, where other
// processes write too, the small query of a kept page reads both instead.
import { LRUCache } from 'lru-cache';
import type { Database } from '../../plugins/db';

export class ListEvents {
  /** The newest list version notified (or read at start). */
  version: number;
  private readonly saved = new LRUCache<number, Promise<Set<number>>>({ max: 1_000 });

  private constructor(
    private readonly database: Database,
    version: number,
  ) {
    this.version = version;
  }

  /** Listens on PGlite; undefined on PostgreSQL. */
  static async start(database: Database): Promise<ListEvents | undefined> {
    if (database.driver.kind !== 'pglite') return undefined;
    const { client } = database.driver;
    const [row] = await database.prepared<{ versao: number }>(
      'list_version',
      'select coalesce((select versao from lista_candidatos_versao where id = 1), 0) as versao',
      [],
    );
    const events = new ListEvents(database, Number(row?.versao ?? 0));
    await client.listen('lista_candidatos', (payload) => {
      events.version = Math.max(events.version, Number(payload));
    });
    await client.listen('candidatos_salvos', (payload) => {
      events.saved.delete(Number(payload));
    });
    return events;
  }

  /** The candidates the clinic saved (read once, until the clinic saves or unsaves one). */
  savedOf(clinicId: number): Promise<Set<number>> {
    let set = this.saved.get(clinicId);
    if (!set) {
      set = this.database
        .prepared<{ id: number }>(
          'candidate_saved_all',
          'select candidato_id as id from candidatos_salvos where clinica_id = $1::int',
          [clinicId],
        )
        .then((rows) => new Set(rows.map((r) => Number(r.id))));
      this.saved.set(clinicId, set);
      set.catch(() => this.saved.delete(clinicId));
    }
    return set;
  }
}
