// npm run admin:create -- --email <e-mail> --nome <nome>
// Creates an administrator and e-mails the single-use link that sets the password (SMTP_URL, or
// DATA_DIR/outbox when unset). Reads the same environment (and .env) as the server. With the
// embedded database (no DATABASE_URL) the server must be stopped: one process opens DATA_DIR.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { migrate } from '../db/migrate';
import {
  ADMIN_CREATE_MESSAGES,
  AdminCreateError,
  createAdministrator,
} from '../modules/admin/admin-accounts';
import { restrictUmask } from '../plugins/data-dir-modes';
import { DatabaseLockError, openDatabase } from '../plugins/db';
import { createLogger } from '../plugins/logger';
import { createMailer } from '../plugins/mail';

async function main(): Promise<number> {
  restrictUmask(); // the embedded database and the outbox it writes are owner-only
  let values: { email?: string; nome?: string };
  try {
    ({ values } = parseArgs({ options: { email: { type: 'string' }, nome: { type: 'string' } } }));
  } catch (err) {
    console.error((err as Error).message);
    return usage();
  }
  if (!values.email || !values.nome?.trim()) {
    if (!values.email) console.error('Informe o e-mail do administrador (--email).');
    if (!values.nome?.trim()) console.error(ADMIN_CREATE_MESSAGES.nome);
    return usage();
  }
  // The same .env as the server (PUBLIC_URL, PORT, SMTP_URL, DATA_DIR …), so the link points
  // where the server answers.
  const fromFile = existsSync('.env');
  const publicUrlBefore = process.env.PUBLIC_URL;
  if (fromFile) process.loadEnvFile('.env');
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  const logger = createLogger(config);
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ ...config, logger });
  } catch (err) {
    if (err instanceof DatabaseLockError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  try {
    await migrate(database);
    const mailer = createMailer(config, logger);
    const site = { publicUrl: config.publicUrl, siteName: config.site.name };
    const { id, delivery } = await createAdministrator(
      database.db,
      mailer,
      { email: values.email, nome: values.nome },
      site,
    );
    const source = process.env.PUBLIC_URL
      ? publicUrlBefore
        ? 'PUBLIC_URL do ambiente'
        : 'PUBLIC_URL do arquivo .env'
      : `sem PUBLIC_URL: padrão a partir de PORT ${config.port}`;
    const where = delivery.file
      ? `gravado na caixa de saída: ${delivery.file} (sem SMTP_URL)`
      : `enviado por SMTP (id ${delivery.id || 'não informado'})`;
    console.log(`Administrador criado (id ${id}).`);
    console.log(`E-mail com o link para criar a senha (válido por 60 minutos): ${where}.`);
    console.log(`Endereço usado no link: ${config.publicUrl} (${source}).`);
    return 0;
  } catch (err) {
    if (err instanceof AdminCreateError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

function usage(): number {
  console.error('Uso: npm run admin:create -- --email <e-mail> --nome <nome>');
  return 2;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
