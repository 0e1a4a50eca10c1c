import { answerFillIn, type TFillInAsk, type TOwnProfile } from '../../data/free-agent.ts';
import { formatLeagueDate, formatLeagueTime } from '../../domain/dates.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { Section } from '../../ui/Section.tsx';
import { toast } from '../../ui/toasts.tsx';

/**
 * ADR 076: the matches teams asked this free agent to play, soonest first, each with its answer.
 * Saying "I can play" gives that team the phone and e-mail; the answer may change until kick-off.
 */
export function FillInAsks({
  id,
  privateKey,
  asks,
  canAnswer,
  onAnswered,
  onFailed,
}: {
  id: string;
  privateKey: string | null;
  asks: TFillInAsk[];
  canAnswer: boolean;
  onAnswered: (profile: TOwnProfile) => void;
  onFailed: (error: unknown) => void;
}) {
  if (asks.length === 0) return null;
  const reply = async (ask: TFillInAsk, answer: 'coming' | 'notComing') => {
    if (!privateKey) return;
    try {
      onAnswered(await answerFillIn(id, privateKey, ask, answer));
      toast.success(
        answer === 'coming'
          ? t('freeAgent.fillIn.comingToast', { team: ask.teamName })
          : t('freeAgent.fillIn.notComingToast'),
      );
    } catch (error) {
      onFailed(error);
    }
  };
  return (
    <Section id="fill-ins" className="mt-4" title={t('freeAgent.fillIn.heading')}>
      <ul className="mt-2 divide-y divide-stone-200">
        {asks.map((ask) => {
          const label = { team: ask.teamName };
          return (
            <li key={`${ask.teamId}-${ask.matchId}`} className="py-3">
              <p className="font-medium break-words">
                {t('freeAgent.fillIn.asks', { team: ask.teamName, opponent: ask.opponent })}
              </p>
              <p className="text-sm break-words text-stone-700">
                {formatLeagueDate(ask.date)} · {formatLeagueTime(ask.date)} · {ask.venue}
              </p>
              {(ask.status === 'coming' || ask.status === 'notComing') && (
                <p className="mt-1 text-sm font-semibold">
                  {ask.status === 'coming'
                    ? t('freeAgent.fillIn.youAreComing')
                    : t('freeAgent.fillIn.youAreNotComing')}
                </p>
              )}
              {ask.status === 'withdrawn' ? (
                <p className="mt-1 text-sm text-stone-600">{t('freeAgent.fillIn.withdrawnByTeam')}</p>
              ) : ask.isFull && ask.status !== 'coming' ? (
                <p className="mt-1 text-sm text-stone-600">{t('freeAgent.fillIn.full')}</p>
              ) : (
                <>
                  {ask.status === 'asked' && (
                    <p className="mt-1 text-sm text-stone-600">{t('freeAgent.fillIn.comingSends')}</p>
                  )}
                  <div className="mt-2 flex flex-wrap gap-2">
                    {ask.status !== 'coming' && (
                      <Button
                        onClick={() => void reply(ask, 'coming')}
                        disabled={!canAnswer}
                        aria-label={t('freeAgent.fillIn.canPlayFor', label)}
                      >
                        {t('freeAgent.fillIn.canPlay')}
                      </Button>
                    )}
                    {ask.status !== 'notComing' && (
                      <Button
                        variant="secondary"
                        onClick={() => void reply(ask, 'notComing')}
                        disabled={!canAnswer}
                        aria-label={t('freeAgent.fillIn.cannotPlayFor', label)}
                      >
                        {t('freeAgent.fillIn.cannotPlay')}
                      </Button>
                    )}
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
