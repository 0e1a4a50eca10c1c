// ADR 059: a team's notice that it cannot play a coming match stands while the match is still to
// be played at the kick-off it was about; a match moved, played, called off or kicked off is another
// matter, and the notice is no longer shown or acted on.

type TFixture = { status: string; date: string };
type TNotice = { date: string };

/** The team may still tell the league it cannot play: the match is scheduled and not kicked off. */
export const mayTellCannotPlay = (match: TFixture, nowMs: number) =>
  match.status === 'scheduled' && Date.parse(match.date) > nowMs;

/** The notice (or its public copy) still stands for this match as it is. */
export const cannotPlayStands = (notice: TNotice | undefined, match: TFixture, nowMs: number) =>
  notice !== undefined &&
  mayTellCannotPlay(match, nowMs) &&
  Date.parse(notice.date) === Date.parse(match.date);

/** The score of a forfeit: three goals to none for the team that could play. */
export const FORFEIT_GOALS = 3;
export function forfeitScore(match: { homeTeamId: string }, absentTeamId: string) {
  return match.homeTeamId === absentTeamId
    ? { home: 0, away: FORFEIT_GOALS }
    : { home: FORFEIT_GOALS, away: 0 };
}
