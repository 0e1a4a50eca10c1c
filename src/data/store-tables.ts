// Apart from the store so that bridge.ts and direct-copy.ts read it without the Dexie class;
// local-store.ts checks that every table named here is one of its own.

/** Which table each document type is projected into. Types not listed are not shown anywhere. */
export const TABLE_BY_TYPE = {
  league: 'leagues',
  leagueStats: 'leagueStats',
  teamPublic: 'teams',
  playerPublic: 'players',
  match: 'matches',
  video: 'videos',
  highlight: 'highlights',
  adjustment: 'adjustments',
  team: 'teamRecords',
  player: 'rosterPlayers',
  application: 'applications',
  report: 'reports',
  resolution: 'resolutions',
  assignmentRequest: 'assignmentRequests',
  assignmentDecision: 'assignmentDecisions',
  refereeProfile: 'refereeProfiles',
  freeAgent: 'freeAgents',
  freeAgentCard: 'freeAgentCards',
  invitation: 'invitations',
  user: 'users',
  settings: 'settings',
  audit: 'audits',
  resolverProblem: 'resolverProblems',
  mail: 'mails',
  ruling: 'rulings',
  matchRating: 'matchRatings',
  carriedBan: 'carriedBans',
  waitlistEntry: 'waitlistEntries',
  confirmation: 'confirmations',
  disputeDecision: 'disputeDecisions',
  resultAnswer: 'resultAnswers',
  availability: 'availability',
  playerLink: 'playerLinks',
  unassignment: 'unassignments',
  paymentReport: 'paymentReports',
  moveRequest: 'moveRequests',
  moveAsk: 'moveAsks',
  moveAnswer: 'moveAnswers',
  noticeChoice: 'noticeChoices',
  announcement: 'announcements',
  refereeRating: 'refereeRatings',
  ratingSummary: 'ratingSummaries',
  teamMessage: 'teamMessages',
  handBack: 'handBacks',
  handBackDecision: 'handBackDecisions',
  daysAway: 'daysAway',
  waiverSignature: 'waiverSignatures',
  refereeFee: 'refereeFees',
  refereePayment: 'refereePayments',
  cannotPlay: 'cannotPlays',
  matchOff: 'matchOffs',
  playoff: 'playoffs',
  fineCredit: 'fineCredits',
  teamDue: 'teamDues',
  lineup: 'lineups',
  playerAway: 'playerAways',
  playerNotices: 'playerNotices',
  joinRequest: 'joinRequests',
  fillIn: 'fillIns',
} as const;

export type TTableName = (typeof TABLE_BY_TYPE)[keyof typeof TABLE_BY_TYPE];

/**
 * Tables whose documents' keys repeat from one database to another: each team's answer to a result
 * is `resultAnswer:<matchId>` in its own database, a choice is `noticeChoice:<channel>`. An admin's
 * device holds every team database, so their rows are keyed `<db>|<key>`, or one would replace the
 * other (the desk showed one captain's answer to a disputed result, not both).
 */
const SCOPED_TABLES: ReadonlySet<TTableName> = new Set([
  'resultAnswers',
  'noticeChoices',
  'refereeRatings',
  // Both teams of a match keep `lineup:<matchId>` (ADR 070).
  'lineups',
  // Both teams of a match may ask the same free agent to fill in (ADR 076).
  'fillIns',
]);
export const rowIdOf = (table: TTableName, db: string, key: string) =>
  SCOPED_TABLES.has(table) ? `${db}|${key}` : key;
/** The document key of a row (`rowIdOf` undone). */
export const keyOfRow = (table: TTableName, id: string) =>
  SCOPED_TABLES.has(table) ? id.slice(id.indexOf('|') + 1) : id;
