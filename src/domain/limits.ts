// Business constants from the spec (public-team-player.md §9, admin-referee.md §9).
export const MIN_ROSTER_TO_FINISH = 7;
/**
 * Server limits beyond the spec (issue #10: storage must not grow without bound). A squad of 40
 * is well past any amateur side (a matchday squad is at most 18).
 */
export const MAX_ROSTER = 40;
/** Replication checkpoints (`_local` documents) kept per database, and the size of each. */
export const MAX_LOCAL_DOCS_PER_DB = 200;
export const MAX_LOCAL_DOC_BYTES = 16 * 1024;
/**
 * Readers (anyone who may read a database but not write it) may keep replication checkpoints too,
 * as CouchDB lets them: at most this many per database, in a quota of their own so they never push
 * out a writer's, and at most READER_LOCAL_WRITES_PER_MINUTE writes per address.
 */
export const MAX_READER_LOCAL_DOCS_PER_DB = 100;
export const READER_LOCAL_WRITES_PER_MINUTE = 30;
/**
 * Field lengths. The shared schemas enforce them, and every input caps its text with the same
 * constant, so a browser never accepts what the server would refuse (issue #18).
 */
export const NAME_MAX = 100;
export const PHONE_INPUT_MAX = 30;
export const EMAIL_MAX = 320;
export const URL_MAX = 500;
export const SHORT_TEXT_MAX = 200;
export const NOTE_MAX = 500;
export const TEXT_MAX = 2000;
export const LONG_TEXT_MAX = 5000;
export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing it costs nothing extra. */
export const PASSWORD_MAX = 1024;
export const JERSEY_MIN = 1;
export const JERSEY_MAX = 99;
/** Stored jersey number meaning "no number". */
export const JERSEY_NONE = 0;
export const FREE_AGENT_COOLDOWN_SECONDS = 60;
/** A free agent's leagues, and the teams one submission may reach (a league holds at most 8). */
export const MAX_FREE_AGENT_LEAGUES = 20;
export const MAX_FREE_AGENT_TEAMS = 40;
export const MAX_TEAMS_DEFAULT = 8;
export const MAX_TEAMS_MAX = 8;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_DEFAULT = 5;
export const MINUTE_MIN = 1;
export const MINUTE_MAX = 120;
export const PRESENT_PLAYERS_MIN = 7;
export const PRESENT_PLAYERS_MAX = 18;
export const PRESENT_PLAYERS_DEFAULT = 11;
export const AVERAGE_GRADE_MAX = 10;
/** Matches an admin may add to a ban at once (violent conduct: 3), and a ruling's reason. */
export const BAN_EXTRA_MAX = 20;
export const DISCIPLINE_REASON_MAX = 300;
/** A captain's dispute of a result (issue #31), and the window's longest setting (two weeks). */
export const DISPUTE_REASON_MAX = 1000;
export const CONFIRMATION_HOURS_MAX = 336;
export const IMPORT_TEAM_ID_MIN_LENGTH = 20;
export const TOAST_MS = 4000;
export const PAGE_SIZE = 10;
export const LOAD_BATCH = 100;
export const DASHBOARD_UPCOMING = 5;
export const DASHBOARD_RECENT = 3;
export const DETAILS_TOP_SCORERS = 3;
export const DETAILS_RECENT = 5;
export const DETAILS_UPCOMING = 3;
export const REFEREE_LIST_SIZE = 3;
export const SYSTEM_VERSION = '1.0.0';

export const POSITIONS = ['goalkeeper', 'defender', 'midfielder', 'forward'] as const;
export const PLAYER_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const LEAGUE_LEVELS = ['First Division', 'Second Division'] as const;
export const MATCH_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;
export const ROLES = ['admin', 'referee', 'captain', 'player'] as const;
export const WEATHER = ['excellent', 'good', 'fair', 'poor'] as const;

export type TPosition = (typeof POSITIONS)[number];
export type TPlayerLevel = (typeof PLAYER_LEVELS)[number];
export type TLeagueLevel = (typeof LEAGUE_LEVELS)[number];
export type TMatchStatus = (typeof MATCH_STATUSES)[number];
export type TRole = (typeof ROLES)[number];
/**
 * Leagues a device keeps beyond its own (docs/decisions/008-one-change-stream.md): the least
 * recently opened are dropped locally past this, so a phone's storage and its catch-up after a
 * reconnection stay bounded however many leagues a provider runs.
 */
export const MAX_KEPT_LEAGUES = 12;

// ADR 065: player dues.
/** What one player may be asked for at most, in US cents ($1,000): a season's share, new shirts. */
export const DUE_MAX_CENTS = 100_000;
export const DUE_TITLE_MAX = 80;
/** Collections a team keeps at once (ADR 065): nothing a client sends grows storage without bound. */
export const TEAM_DUES_KEPT = 20;
/** A captain may remind the players who have not paid once this often per collection. */
export const DUE_REMIND_EVERY_HOURS = 20;
/** Collections a player's page lists, those still to pay first. */
export const DUES_SHOWN = 5;

/** ADR 070: a line-up names at most 11 starters, and at most 18 players in all (the spec's most present). */
export const LINEUP_STARTERS_MAX = 11;
export const LINEUP_SQUAD_MAX = 18;
export const LINEUP_NOTE_MAX = 300;
/** Positions a captain may give a starter; none is fine too. */
export const LINEUP_POSITIONS = ['GK', 'DF', 'MF', 'FW'] as const;
/** How often one team's line-ups may ring the players' phones in a day. */
export const LINEUP_SHARES_PER_DAY = 10;

/** ADR 075: requests to join a team waiting for its captain, at most. */
export const JOIN_PENDING_MAX = 30;
