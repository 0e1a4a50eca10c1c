import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { readPastedList, type TPastedPlayer } from '../roster-paste.ts';
import { checkPlayer, type TRosterLine } from '../rules.ts';
import { firstFailure } from './checks.ts';

// ADR 074: a pasted team list is added as a whole or not at all: the first line the roster's own
// rules refuse (a single name, a phone that is none, a number a teammate wears) is named with its
// line, so the captain mends the text and tries again.

const PROBLEM = {
  oneName: 'team.paste.oneName',
  phone: 'team.paste.phone',
  nameTooLong: 'team.paste.nameTooLong',
} as const;

/** What the reader could not read on a player's line, in words, or null. */
export const lineProblem = (player: TPastedPlayer) =>
  player.problem
    ? t(PROBLEM[player.problem], { line: player.line, name: `${player.firstName} ${player.lastName}`.trim() })
    : null;

/** The list's first problem with its line, or null. `teammates` are on the roster already. */
export function pastedListProblem(
  players: readonly TPastedPlayer[],
  teammates: readonly (TRosterLine & { id: string })[],
): string | null {
  const seen = [...teammates];
  for (const player of players) {
    if (player.problem) return lineProblem(player);
    const refusal = checkPlayer(player, seen);
    if (refusal) return t('team.paste.lineProblem', { line: player.line, problem: refusal });
    seen.push({ ...player, id: `line-${player.line}` });
  }
  return null;
}

/** The form: the text in, the players out. `room` is how many more the roster takes. */
export function rosterPasteSchema(teammates: readonly (TRosterLine & { id: string })[], room: number) {
  return z
    .object({ text: z.string() })
    .superRefine((v, ctx) => {
      const players = readPastedList(v.text);
      const problem =
        players.length > 0 && players.length <= room ? pastedListProblem(players, teammates) : null;
      firstFailure(ctx, [
        ['text', players.length === 0, () => t('team.paste.none')],
        ['text', players.length > room, () => t('team.paste.tooMany', { count: players.length, room })],
        ['text', problem !== null, () => problem ?? ''],
      ]);
    })
    .transform((v) => readPastedList(v.text));
}
