import './next-task.ts';
import { Dexie, type EntityTable } from 'dexie';
import type { TAuditEntry } from '../domain/schemas/adjustment.ts';
import type { TAnnouncement } from '../domain/schemas/announcement.ts';
import type { TAvailability, TPlayerLink, TPlayerNotices } from '../domain/schemas/availability.ts';
import type { TCannotPlay, TMatchOff } from '../domain/schemas/cannot-play.ts';
import type { TConfirmation, TDisputeDecision, TResultAnswer } from '../domain/schemas/confirmation.ts';
import type { TDaysAway } from '../domain/schemas/days-away.ts';
import type { TCarriedBanDoc, TMatchRating, TRuling } from '../domain/schemas/discipline.ts';
import type { TTeamDue } from '../domain/schemas/dues.ts';
import type { TFillIn } from '../domain/schemas/fill-in.ts';
import type { TFineCredit } from '../domain/schemas/fines.ts';
import type { TFreeAgentCard, TInvitation } from '../domain/schemas/free-agent.ts';
import type { THandBack, THandBackDecision } from '../domain/schemas/hand-back.ts';
import type { THighlight } from '../domain/schemas/highlight.ts';
import type { TJoinRequest } from '../domain/schemas/join-request.ts';
import type { TLeague } from '../domain/schemas/league.ts';
import type { TLeagueStats } from '../domain/schemas/league-stats.ts';
import type { TLineup } from '../domain/schemas/lineup.ts';
import type { TMail } from '../domain/schemas/mail.ts';
import type { TMatch } from '../domain/schemas/match.ts';
import type { TMoveAnswer, TMoveAsk, TMoveRequest } from '../domain/schemas/move-request.ts';
import type { TPaymentReport } from '../domain/schemas/payment.ts';
import type { TPlayer, TPlayerPublic } from '../domain/schemas/player.ts';
import type { TPlayerAway } from '../domain/schemas/player-away.ts';
import type { TPlayoff } from '../domain/schemas/playoff.ts';
import type { TNoticeChoice } from '../domain/schemas/push.ts';
import type { TRefereeFee, TRefereePayment } from '../domain/schemas/referee-pay.ts';
import type { TRatingSummary, TRefereeRating } from '../domain/schemas/referee-rating.ts';
import type { TReportResolution } from '../domain/schemas/report.ts';
import type { TResolverProblem } from '../domain/schemas/resolver-problem.ts';
import type { TTeam, TTeamPublic } from '../domain/schemas/team.ts';
import type { TTeamMessage } from '../domain/schemas/team-message.ts';
import type { TUnassignment } from '../domain/schemas/unassignment.ts';
import type { TVideo } from '../domain/schemas/video.ts';
import type { TWaitlistEntry } from '../domain/schemas/waitlist.ts';
import type { TWaiverSignature } from '../domain/schemas/waiver.ts';
import { measureStore } from './perf.ts';
import type { TTableName } from './store-tables.ts';

/** A projected document: its body, its key (the id after `type:`), the database it came from. */
export type TRow<T> = T & { id: string; db: string; _rev: string };

/**
 * How far a database is in the read model: `seq` of its local PouchDB copy, or, for a copy taken
 * straight from the server (an admin's, direct-copy.ts), `remote`: the server's position, with no
 * local PouchDB copy yet.
 */
export type TCheckpoint = { db: string; seq: number | string; remote?: number | string };
export type TOutboxEntry = { key: string; db: string; docId: string; rev: string; at: number };
/** A version the server refused: shown as refused wherever the document appears, until fixed or discarded. */
export type TRefusal = { key: string; db: string; docId: string; rev: string; reason: string; at: number };

/**
 * The screens' read model: a projection of the local PouchDB databases (src/data/bridge.ts).
 * Screens read it with useLiveQuery and never write to it; only the bridge and the outbox do.
 */
export class LocalStore extends Dexie {
  leagues!: EntityTable<TRow<TLeague>, 'id'>;
  leagueStats!: EntityTable<TRow<TLeagueStats>, 'id'>;
  teams!: EntityTable<TRow<TTeamPublic>, 'id'>;
  players!: EntityTable<TRow<TPlayerPublic>, 'id'>;
  matches!: EntityTable<TRow<TMatch>, 'id'>;
  videos!: EntityTable<TRow<TVideo>, 'id'>;
  highlights!: EntityTable<TRow<THighlight>, 'id'>;
  adjustments!: EntityTable<TRow<Record<string, unknown>>, 'id'>;
  teamRecords!: EntityTable<TRow<TTeam>, 'id'>;
  rosterPlayers!: EntityTable<TRow<TPlayer>, 'id'>;
  applications!: EntityTable<TRow<Record<string, unknown>>, 'id'>;
  reports!: EntityTable<TRow<Record<string, unknown>>, 'id'>;
  resolutions!: EntityTable<TRow<TReportResolution>, 'id'>;
  assignmentRequests!: EntityTable<TRow<Record<string, unknown>>, 'id'>;
  assignmentDecisions!: EntityTable<TRow<Record<string, unknown>>, 'id'>;
  refereeProfiles!: EntityTable<TRow<Record<string, unknown>>, 'id'>;
  freeAgents!: EntityTable<TRow<Record<string, unknown>>, 'id'>;
  freeAgentCards!: EntityTable<TRow<TFreeAgentCard>, 'id'>;
  invitations!: EntityTable<TRow<TInvitation>, 'id'>;
  users!: EntityTable<TRow<Record<string, unknown>>, 'id'>;
  settings!: EntityTable<TRow<Record<string, unknown>>, 'id'>;
  audits!: EntityTable<TRow<TAuditEntry>, 'id'>;
  resolverProblems!: EntityTable<TRow<TResolverProblem>, 'id'>;
  mails!: EntityTable<TRow<TMail>, 'id'>;
  rulings!: EntityTable<TRow<TRuling>, 'id'>;
  announcements!: EntityTable<TRow<TAnnouncement>, 'id'>;
  matchRatings!: EntityTable<TRow<TMatchRating>, 'id'>;
  carriedBans!: EntityTable<TRow<TCarriedBanDoc>, 'id'>;
  waitlistEntries!: EntityTable<TRow<TWaitlistEntry>, 'id'>;
  confirmations!: EntityTable<TRow<TConfirmation>, 'id'>;
  disputeDecisions!: EntityTable<TRow<TDisputeDecision>, 'id'>;
  resultAnswers!: EntityTable<TRow<TResultAnswer>, 'id'>;
  availability!: EntityTable<TRow<TAvailability>, 'id'>;
  playerLinks!: EntityTable<TRow<TPlayerLink>, 'id'>;
  unassignments!: EntityTable<TRow<TUnassignment>, 'id'>;
  paymentReports!: EntityTable<TRow<TPaymentReport>, 'id'>;
  moveRequests!: EntityTable<TRow<TMoveRequest>, 'id'>;
  moveAsks!: EntityTable<TRow<TMoveAsk>, 'id'>;
  moveAnswers!: EntityTable<TRow<TMoveAnswer>, 'id'>;
  noticeChoices!: EntityTable<TRow<TNoticeChoice>, 'id'>;
  refereeRatings!: EntityTable<TRow<TRefereeRating>, 'id'>;
  ratingSummaries!: EntityTable<TRow<TRatingSummary>, 'id'>;
  teamMessages!: EntityTable<TRow<TTeamMessage>, 'id'>;
  handBacks!: EntityTable<TRow<THandBack>, 'id'>;
  handBackDecisions!: EntityTable<TRow<THandBackDecision>, 'id'>;
  daysAway!: EntityTable<TRow<TDaysAway>, 'id'>;
  waiverSignatures!: EntityTable<TRow<TWaiverSignature>, 'id'>;
  refereeFees!: EntityTable<TRow<TRefereeFee>, 'id'>;
  refereePayments!: EntityTable<TRow<TRefereePayment>, 'id'>;
  cannotPlays!: EntityTable<TRow<TCannotPlay>, 'id'>;
  matchOffs!: EntityTable<TRow<TMatchOff>, 'id'>;
  playoffs!: EntityTable<TRow<TPlayoff>, 'id'>;
  fineCredits!: EntityTable<TRow<TFineCredit>, 'id'>;
  teamDues!: EntityTable<TRow<TTeamDue>, 'id'>;
  lineups!: EntityTable<TRow<TLineup>, 'id'>;
  playerAways!: EntityTable<TRow<TPlayerAway>, 'id'>;
  playerNotices!: EntityTable<TRow<TPlayerNotices>, 'id'>;
  joinRequests!: EntityTable<TRow<TJoinRequest>, 'id'>;
  fillIns!: EntityTable<TRow<TFillIn>, 'id'>;
  checkpoints!: EntityTable<TCheckpoint, 'db'>;
  outbox!: EntityTable<TOutboxEntry, 'key'>;
  refused!: EntityTable<TRefusal, 'key'>;

  constructor() {
    super('pitchside');
    // Dexie needs only the versions with an upgrade, each with its whole schema (Dexie 3+ diffs
    // against the schema a device has installed). Versions 2-7 only added tables, so they are
    // written into 8. Every version() and stores() call parses the schema of every version declared
    // so far again, so the small versions come first and the whole schema (8) last: it is parsed 4
    // times, not 19 (oldest first, that was a third of the app's start task with the CPU 4x slower,
    // issue #36). The order changes nothing else: Dexie sorts the versions by number.
    // Version 9 (issue #35): matches whose referee was deactivated (admin database) and teams'
    // fee reports (team databases); both kinds of database are replayed from their local copies.
    this.version(9)
      .stores({ unassignments: 'id, db', paymentReports: 'id, teamId, db' })
      .upgrade((tx) => tx.table('checkpoints').where('db').startsWithAnyOf(['admin', 'team-']).delete());
    // Version 10 (issue #33): a captain's or referee's choice per notice channel.
    this.version(10)
      .stores({ noticeChoices: 'id, db' })
      .upgrade((tx) => tx.table('checkpoints').where('db').startsWithAnyOf(['team-', 'referee-']).delete());
    // Version 11 (issue #34): indexes no screen asks for are dropped. Each costs every write: an
    // admin's first copy of 2,800 matches took 3.5 s with seven, 1.5 s with one.
    this.version(11).stores({ matches: 'id, leagueId, date, db', videos: 'id, leagueId, createdAt, db' });
    // Version 12 (ADR 040): league news. League databases are replayed from their local copies, so
    // news that arrived before this version (skipped as an unknown type) appears.
    this.version(12)
      .stores({ announcements: 'id, leagueId, createdAt, db' })
      .upgrade((tx) => tx.table('checkpoints').where('db').startsWith('league-').delete());
    // Version 13 (ADR 043): captains' requests to move a fixture, the copies the other team sees and
    // its answers; result answers and notice choices keyed by database too (SCOPED_TABLES). Team
    // and referee databases are replayed from their local copies into the new keys.
    this.version(13)
      .stores({ moveRequests: 'id, teamId, db', moveAsks: 'id, db', moveAnswers: 'id, db' })
      .upgrade(async (tx) => {
        await tx.table('resultAnswers').clear();
        await tx.table('noticeChoices').clear();
        await tx.table('checkpoints').where('db').startsWithAnyOf(['team-', 'referee-']).delete();
      });
    // Version 14: captains' ratings of referees (team databases, keyed by database too:
    // SCOPED_TABLES) and each referee's summary (referee databases), replayed from local copies.
    this.version(14)
      .stores({ refereeRatings: 'id, db', ratingSummaries: 'id, db' })
      .upgrade((tx) => tx.table('checkpoints').where('db').startsWithAnyOf(['team-', 'referee-']).delete());
    // Version 15 (ADR 049): the captain's messages to the players (team databases), replayed.
    this.version(15)
      .stores({ teamMessages: 'id, teamId, db' })
      .upgrade((tx) => tx.table('checkpoints').where('db').startsWith('team-').delete());
    // Version 16 (ADR 050): matches a referee handed back and the server's answers (referee
    // databases), replayed from the local copies.
    this.version(16)
      .stores({ handBacks: 'id, db', handBackDecisions: 'id, db' })
      .upgrade((tx) => tx.table('checkpoints').where('db').startsWith('referee-').delete());
    // Version 17 (ADR 051): the days each referee cannot referee (referee databases), replayed.
    this.version(17)
      .stores({ daysAway: 'id, db' })
      .upgrade((tx) => tx.table('checkpoints').where('db').startsWith('referee-').delete());
    // Version 18 (ADR 053): players' signatures of the league's waiver (team databases), replayed.
    this.version(18)
      .stores({ waiverSignatures: 'id, teamId, db' })
      .upgrade((tx) => tx.table('checkpoints').where('db').startsWith('team-').delete());
    // Version 19: bans carried over from the previous season (league databases, ADR 056) and the
    // teams waiting for a place in a full league (the admin database, ADR 057), replayed.
    this.version(19)
      .stores({ carriedBans: 'id, leagueId, db', waitlistEntries: 'id, leagueId, db' })
      .upgrade((tx) =>
        tx.table('checkpoints').where('db').startsWith('league-').or('db').equals('admin').delete(),
      );
    // Version 20: the leagues' fees for referees (the admin database) and the payments recorded
    // (referee databases, ADR 058); the matches a team cannot play (team databases) and their
    // public copies (league databases, ADR 059). All four kinds are replayed from the local copies.
    this.version(20)
      .stores({
        refereeFees: 'id, db',
        refereePayments: 'id, refereeId, db',
        cannotPlays: 'id, teamId, db',
        matchOffs: 'id, leagueId, db',
      })
      .upgrade((tx) =>
        tx
          .table('checkpoints')
          .where('db')
          .startsWithAnyOf(['referee-', 'team-', 'league-'])
          .or('db')
          .equals('admin')
          .delete(),
      );
    // Version 21: the leagues' playoffs (league databases, ADR 062), replayed.
    this.version(21)
      .stores({ playoffs: 'id, db' })
      .upgrade((tx) => tx.table('checkpoints').where('db').startsWith('league-').delete());
    // Version 22: the league's record of card fines paid (team databases, ADR 063), replayed.
    this.version(22)
      .stores({ fineCredits: 'id, teamId, db' })
      .upgrade((tx) => tx.table('checkpoints').where('db').startsWith('team-').delete());
    // Version 23: what the captain collects from the players (team databases, ADR 065), replayed.
    this.version(23)
      .stores({ teamDues: 'id, teamId, db' })
      .upgrade((tx) => tx.table('checkpoints').where('db').startsWith('team-').delete());
    // Version 24: the captains' line-ups (team databases, ADR 070), replayed.
    this.version(24)
      .stores({ lineups: 'id, teamId, matchId, db' })
      .upgrade((tx) => tx.table('checkpoints').where('db').startsWith('team-').delete());
    // Version 25: the dates players are away (team databases, ADR 071), replayed.
    this.version(25)
      .stores({ playerAways: 'id, teamId, db' })
      .upgrade((tx) => tx.table('checkpoints').where('db').startsWith('team-').delete());
    // Version 26: how many phones hear from each player's link (team databases, ADR 072), replayed.
    this.version(26)
      .stores({ playerNotices: 'id, db' })
      .upgrade((tx) => tx.table('checkpoints').where('db').startsWith('team-').delete());
    // Version 27: players' requests to join from the team's join link (team databases, ADR 075), replayed.
    this.version(27)
      .stores({ joinRequests: 'id, teamId, db' })
      .upgrade((tx) => tx.table('checkpoints').where('db').startsWith('team-').delete());
    // Version 28: free agents asked to fill in for a match (team databases, ADR 076), replayed.
    this.version(28)
      .stores({ fillIns: 'id, matchId, db' })
      .upgrade((tx) => tx.table('checkpoints').where('db').startsWith('team-').delete());
    // Before 8: referee decisions and profiles (2), the audit trail and the resolver's parked
    // problems (3), the server's refusals (4), the free-agent pool and invitations (5, issue #15),
    // the e-mail outbox (6, issue #14) and every league's videos for /highlights (7, ADR 017).
    this.version(8)
      .stores({
        leagues: 'id, startDate, db',
        leagueStats: 'id, db',
        teams: 'id, leagueId, db',
        players: 'id, teamId, db',
        matches: 'id, leagueId, homeTeamId, awayTeamId, date, status, refereeId, db',
        videos: 'id, leagueId, teamId, matchId, createdAt, db',
        adjustments: 'id, leagueId, db',
        teamRecords: 'id, db',
        rosterPlayers: 'id, teamId, db',
        applications: 'id, teamId, status, db',
        reports: 'id, matchId, status, db',
        resolutions: 'id, matchId, db',
        assignmentRequests: 'id, matchId, db',
        assignmentDecisions: 'id, matchId, db',
        refereeProfiles: 'id, db',
        freeAgents: 'id, status, db',
        users: 'id, role, db',
        settings: 'id, db',
        checkpoints: 'db',
        outbox: 'key, db',
        audits: 'id, at, db',
        resolverProblems: 'id, db',
        refused: 'key, db',
        freeAgentCards: 'id, db',
        invitations: 'id, freeAgentId, db',
        mails: 'id, createdAt, db',
        highlights: 'id, leagueId, db',
        // Version 8: the admin's discipline rulings and the referees' fair-play ratings (issue #30).
        // League and team databases are projected again from their local PouchDB copies, so
        // documents of the new types that arrived before this version (skipped as unknown) appear.
        rulings: 'id, leagueId, db',
        matchRatings: 'id, leagueId, db',
        // Issue #31: where each result stands, the admin's decisions, a team's answers.
        confirmations: 'id, leagueId, db',
        disputeDecisions: 'id, leagueId, db',
        resultAnswers: 'id, teamId, db',
        // Issue #32: players' answers for matches, and which players have a live link.
        availability: 'id, teamId, matchId, db',
        playerLinks: 'id, db',
      })
      // Only league and team databases hold the new types; on an admin's laptop with every team
      // this replays the local copies once (no network).
      .upgrade((tx) => tx.table('checkpoints').where('db').startsWithAnyOf(['league-', 'team-']).delete());
  }
}

export const store = new LocalStore();
measureStore(store);
// Opening (on a first visit, making every table) and the first reads and writes queued behind it
// ran in one task: 250-300 ms with a phone's CPU (issue #36). A task boundary between them lets the
// browser draw and answer taps in between; Dexie holds the queued work until this resolves.
store.on('ready', () => new Promise<void>((resolve) => setTimeout(resolve, 0)));

export { keyOfRow, rowIdOf, TABLE_BY_TYPE, type TTableName } from './store-tables.ts';

/** Fails to compile when store-tables.ts names a table the store does not have. */
type TStoreTable<T extends keyof LocalStore> = T;
export type TCheckedTables = TStoreTable<TTableName>;
