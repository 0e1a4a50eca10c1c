import { type TMessageKey, t, tIn } from '../i18n/core.ts';
import { parseDbName } from './db-names.ts';

/**
 * What an entry of the change history says ("Referee ana@example.com created"), kept as a
 * catalogue key and its values, so each admin reads it in their own language (like
 * delivery-reason.ts). `detail` keeps the English words for entries and apps from before the key.
 */
export type TAuditParams = Record<string, string | number>;
export type TAuditWords = { key: TMessageKey; params?: TAuditParams };

/** A write through replication, by what happened to the document. */
const VERBS = {
  created: 'admin.audit.created',
  updated: 'admin.audit.updated',
  deleted: 'admin.audit.deleted',
} as const satisfies Record<string, TMessageKey>;
type TVerb = keyof typeof VERBS;

const isVerb = (verb: string | undefined): verb is TVerb => verb !== undefined && verb in VERBS;

type TTranslate = (key: TMessageKey, values?: Record<string, string | number>) => string;

/** The document types an admin writes through replication (databases.ts), in words. */
const TYPES: Record<string, TMessageKey> = {
  league: 'admin.audit.type.league',
  match: 'admin.audit.type.match',
  video: 'admin.audit.type.video',
  adjustment: 'admin.audit.type.adjustment',
  ruling: 'admin.audit.type.ruling',
  disputeDecision: 'admin.audit.type.disputeDecision',
  team: 'admin.audit.type.team',
  player: 'admin.audit.type.player',
  application: 'admin.audit.type.application',
  resultAnswer: 'admin.audit.type.resultAnswer',
  availability: 'admin.audit.type.availability',
  paymentReport: 'admin.audit.type.paymentReport',
  noticeChoice: 'admin.audit.type.noticeChoice',
  report: 'admin.audit.type.report',
  assignmentRequest: 'admin.audit.type.assignmentRequest',
  verdictOverride: 'admin.audit.type.verdictOverride',
  freeAgent: 'admin.audit.type.freeAgent',
  settings: 'admin.audit.type.settings',
  refereeFee: 'admin.audit.type.refereeFee',
  cannotPlay: 'admin.audit.type.cannotPlay',
};

/** "match", "3 matches": a document type in words; a type this version does not know, as it is. */
function typeWord(translate: TTranslate, type: string, count: number): string {
  const key = Object.hasOwn(TYPES, type) ? TYPES[type] : undefined;
  return key ? translate(key, { count }) : type;
}

/** Values that name other words (a document type, a request's counts) turned into words first. */
function expand(translate: TTranslate, words: TAuditWords, changes: readonly { action: string }[]) {
  const params: TAuditParams = { ...words.params };
  if (typeof params.type === 'string') {
    const word = typeWord(translate, params.type, 1);
    params.thing = params.name ? translate('admin.audit.named', { type: word, name: params.name }) : word;
  }
  if (words.key === 'admin.audit.request') {
    const counts = new Map<string, number>();
    for (const change of changes) counts.set(change.action, (counts.get(change.action) ?? 0) + 1);
    params.list = [...counts]
      .map(([action, count]) => {
        const [type = '', verb] = action.split('.');
        const thing = translate('admin.audit.counted', { count, things: typeWord(translate, type, count) });
        return isVerb(verb) ? translate(VERBS[verb], { thing }) : `${action} ×${count}`;
      })
      .join(', ');
  }
  return params;
}

/** The words of a write in English, for the stored `detail` and for the CSV of an older app. */
export const englishWords = (words: TAuditWords, changes: readonly { action: string }[] = []) =>
  tIn(
    'en',
    words.key,
    expand((key, values) => tIn('en', key, values), words, changes),
  );

/** A document written through replication: created, updated or deleted, with its name if it has one. */
export function writeWords(type: string, verb: TVerb, name: string | undefined): TAuditWords {
  return { key: VERBS[verb], params: { type, ...(name ? { name: name.slice(0, 200) } : {}) } };
}

type TStoredEntry = {
  detail: string;
  detailKey?: string | null;
  detailParams?: TAuditParams | null;
  changes?: readonly { action: string }[];
};

/** An entry in the reader's language; a key this version does not know, in the server's words. */
export function auditText(entry: TStoredEntry, translate: TTranslate = t): string {
  if (!entry.detailKey) return entry.detail;
  const words: TAuditWords = { key: entry.detailKey as TMessageKey, params: entry.detailParams ?? {} };
  const text = translate(words.key, expand(translate, words, entry.changes ?? []));
  return text === words.key ? entry.detail : text;
}

type TNamedKind = 'league' | 'team' | 'referee';

/** The league, team or referee a database belongs to, if it has a name to show. */
export function namedOwner(db: string): { kind: TNamedKind; id: string } | null {
  const ref = parseDbName(db);
  return ref?.id && (ref.kind === 'league' || ref.kind === 'team' || ref.kind === 'referee')
    ? { kind: ref.kind, id: ref.id }
    : null;
}

/**
 * A database as the admin knows it: the league list in words, a league's, team's or referee's
 * name where `nameOf` knows it, else its stored name ("league-3f…"). The page and the CSV agree.
 */
export function databaseLabel(
  db: string,
  nameOf: (kind: TNamedKind, id: string) => string | undefined,
  translate: TTranslate = t,
): string {
  if (db === 'leagues') return translate('admin.audit.leagueList');
  const owner = namedOwner(db);
  return (owner && nameOf(owner.kind, owner.id)) || db;
}

/** The entry in the reader's language, with the database it names as `label` words it. */
export function auditTextNamed(
  entry: TStoredEntry,
  label: (db: string) => string,
  translate: TTranslate = t,
) {
  const db = entry.detailParams?.db;
  return auditText(
    typeof db === 'string' ? { ...entry, detailParams: { ...entry.detailParams, db: label(db) } } : entry,
    translate,
  );
}
