import { DEFAULT_TIE_BREAKERS, type TPointsRule, type TTieBreaker } from '../../domain/standings.ts';
import { t } from '../../i18n/core.ts';

/**
 * How this league's table is decided: points for a result, then its tie-breakers in order (the
 * name always last, as the table applies it). Closed until asked: captains level on points want
 * to know why they are third.
 */
export function TableRules({
  points,
  tieBreakers,
}: {
  points: TPointsRule | undefined;
  tieBreakers: readonly TTieBreaker[] | undefined;
}) {
  const rule = points ?? { win: 3, draw: 1, loss: 0 };
  const order = [...(tieBreakers ?? DEFAULT_TIE_BREAKERS)];
  if (!order.includes('name')) order.push('name');
  return (
    <details className="mt-3 rounded-xl border border-stone-200 bg-white p-3 text-sm">
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-brand-800">
        {t('league.rules.title')}
      </summary>
      <p className="mt-2">{t('league.rules.points', rule)}</p>
      <p className="mt-2">{t('league.rules.level')}</p>
      <ol className="mt-1 list-decimal ps-6">
        {order.map((tieBreaker) => (
          <li key={tieBreaker}>{t('league.rules.tieBreaker', { tieBreaker })}</li>
        ))}
      </ol>
    </details>
  );
}
