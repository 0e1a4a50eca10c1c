import { roundName } from '../../src/domain/playoffs.ts';
import { t } from '../../src/i18n/core.ts';
import { readSettings } from '../admin/smtp.ts';
import { teamSign, when } from '../mail/compose.ts';
import { fixtureOf } from '../mail/notify.ts';
import { dispatch } from '../notices/dispatch.ts';
import type { TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';

// ADR 062: each captain hears of their team's playoff match as soon as it is known (the draw's
// first round, then each round a win sends them to), by e-mail and on their phone, in their
// language. Keyed by the match and its two teams, so a replay tells nobody twice and a corrected
// result that changes the opponent tells again.

const MONTH_MS = 30 * 24 * 3600 * 1000;

export async function tellPlayoffMatches(storage: TStorage, rounds: number, matches: readonly TPouchDoc[]) {
  const settings = await readSettings(storage);
  for (const match of matches) {
    const found = await fixtureOf(storage, match);
    const place = match.playoff as { round: number } | null;
    if (!found || !place) continue;
    const matchId = match._id.slice('match:'.length);
    const { fixture } = found;
    for (const [side, other] of [
      [found.home, fixture.away],
      [found.away, fixture.home],
    ] as const) {
      const values = () => ({
        name: side.team.captainName,
        team: side.team.name,
        opponent: other.name,
        round: t(roundName(place.round, rounds)),
        when: when(fixture.date),
        venue: fixture.venue,
      });
      await dispatch(storage, settings, {
        key: `playoff-${matchId}-${String(match.homeTeamId)}-${String(match.awayTeamId)}-${side.team.teamId}`,
        kind: 'playoff',
        to: side.to,
        expiresAt: new Date(Date.now() + MONTH_MS).toISOString(),
        url: `/teams/${side.team.teamId}/dashboard`,
        mail: () => {
          const subject = t('server.mail.playoffSubject', values());
          return { subject, about: subject, text: `${t('server.mail.playoffBody', values())}${teamSign()}` };
        },
        push: () => ({
          title: t('server.push.playoffTitle', values()),
          body: t('server.push.playoffBody', values()),
          about: t('server.mail.playoffSubject', values()),
        }),
      });
    }
  }
}
