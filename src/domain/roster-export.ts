import { t } from '../i18n/core.ts';
import { toCsv } from './csv.ts';
import { formatCalendarDate } from './dates.ts';
import { leagueDayOf } from './days-away.ts';
import { displayPhone } from './phone.ts';
import { waiverVersion } from './waiver.ts';

// The rosters as a spreadsheet, for what an organiser hands on: the insurer's certificate, the
// Parks permit's player list. Every league's active teams, their captain and players, and, where
// the league has a waiver (ADR 053), whether each player signed the version in force; whether a
// player is suspended now. A pure function: the desk builds it from its own rows, offline too.

type TLeagueRow = { id: string; name: string; waiver?: string | null };
type TTeamRow = {
  id: string;
  leagueId: string;
  name: string;
  withdrawnAt?: string | null;
  captain: { name: string; phone: string | null };
};
type TPlayerRow = {
  id: string;
  teamId: string;
  firstName: string;
  lastName: string;
  jerseyNumber: number;
  phone: string | null;
};
type TSignature = { playerId: string; version: string; signedAt: string };

export function rostersCsv(input: {
  leagues: readonly TLeagueRow[];
  teams: readonly TTeamRow[];
  players: readonly TPlayerRow[];
  signatures: readonly TSignature[];
  suspended: ReadonlySet<string>;
}): { csv: string; count: number } {
  const leagues = new Map(input.leagues.map((l) => [l.id, l]));
  const signed = new Map(input.signatures.map((s) => [s.playerId, s]));
  const teams = input.teams
    .filter((team) => !team.withdrawnAt && leagues.has(team.leagueId))
    .sort(
      (a, b) =>
        leagues.get(a.leagueId)!.name.localeCompare(leagues.get(b.leagueId)!.name) ||
        a.name.localeCompare(b.name),
    );
  const rows = teams.flatMap((team) => {
    const league = leagues.get(team.leagueId)!;
    const version = league.waiver ? waiverVersion(league.waiver) : null;
    return input.players
      .filter((p) => p.teamId === team.id)
      .sort((a, b) => a.jerseyNumber - b.jerseyNumber || a.lastName.localeCompare(b.lastName))
      .map((p) => {
        const signature = signed.get(p.id);
        const waiver = !version
          ? ''
          : signature?.version === version
            ? t('admin.rosters.signed', { date: formatCalendarDate(leagueDayOf(signature.signedAt)) })
            : t('admin.rosters.notSigned');
        return [
          league.name,
          team.name,
          team.captain.name,
          team.captain.phone ? displayPhone(team.captain.phone) : '',
          p.firstName,
          p.lastName,
          p.jerseyNumber,
          p.phone ? displayPhone(p.phone) : '',
          waiver,
          input.suspended.has(p.id) ? t('admin.rosters.suspended') : '',
        ];
      });
  });
  return { csv: toCsv(t('admin.rosters.header').split('|'), rows), count: rows.length };
}
