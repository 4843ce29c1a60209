/**
 * The PostgreSQL commands db:backup and db:restore print when DATABASE_URL is set (README,
 * "Backups"): pg_dump's custom format (compressed, restorable table by table), and pg_restore
 * into the same database, replacing its objects, in one transaction.
 */
export function postgresCommands(file: string): { backup: string; restore: string } {
  const quoted = `'${file.replaceAll("'", "'\\''")}'`;
  return {
    backup: `pg_dump --format=custom --no-owner --file=${quoted} "$DATABASE_URL"`,
    restore: `pg_restore --clean --if-exists --no-owner --single-transaction --exit-on-error --dbname="$DATABASE_URL" ${quoted}`,
  };
}
