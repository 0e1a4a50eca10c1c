import { checkDocShape, parseDbName } from './databases.ts';

export { SCHEMA_HEADER, SCHEMA_VERSION, schemaOf } from './schema-header.ts';

/** Whether this code understands a document of a database: its type, and its fields' shapes. */
export function isReadableDoc(db: string, doc: Record<string, unknown>): boolean {
  const ref = parseDbName(db);
  if (!ref) return false;
  // The server's own fields (_conflicts, _revisions) are not the document's shape.
  const body = Object.fromEntries(
    Object.entries(doc).filter(([key]) => !key.startsWith('_') || key === '_id'),
  );
  return checkDocShape(ref.kind, body, { tolerateUnknownFields: true }).ok;
}
