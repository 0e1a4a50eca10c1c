import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { leagueLocalToInstant } from '../dates.ts';

// ADR 066: the make-up dates as the desk shows them: each called-off match ticked to reschedule,
// with its new kick-off (New York time, a datetime-local input's value).

const ZPick = z.object({ matchId: z.string(), isOn: z.boolean(), when: z.string() });

export const makeupSchema = (nowMs: number) =>
  z
    .object({ picks: z.array(ZPick) })
    .superRefine((v, ctx) => {
      const ticked = v.picks.map((p, i) => [p, i] as const).filter(([p]) => p.isOn);
      if (ticked.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['picks'], message: t('admin.makeup.tickOne') });
        return;
      }
      for (const [pick, i] of ticked) {
        const at = leagueLocalToInstant(pick.when, 'earlier');
        const message = !at.ok
          ? t('admin.makeup.chooseKickOff')
          : Date.parse(at.instant) <= nowMs
            ? t('admin.makeup.inThePast')
            : null;
        if (message) {
          ctx.addIssue({ code: 'custom', path: ['picks', i, 'when'], message });
          return;
        }
      }
    })
    .transform((v) =>
      v.picks
        .filter((p) => p.isOn)
        .map((p) => {
          const at = leagueLocalToInstant(p.when, 'earlier');
          return { matchId: p.matchId, date: at.ok ? at.instant : '' };
        }),
    );

export type TMakeupValues = z.input<ReturnType<typeof makeupSchema>>;
