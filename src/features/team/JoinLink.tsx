import { useEffect, useState } from 'react';
import { ApiError, apiCall, OfflineError } from '../../data/api.ts';
import { useLiveQuery } from '../../data/live-query.ts';
import { store } from '../../data/local-store.ts';
import { refusalText, writeDoc } from '../../data/outbox.ts';
import { formatLeagueDateTime } from '../../domain/dates.ts';
import { docId, teamDbName } from '../../domain/db-names.ts';
import { newId } from '../../domain/ids.ts';
import { displayPhone } from '../../domain/phone.ts';
import type { TJoinRequest } from '../../domain/schemas/join-request.ts';
import { t } from '../../i18n/core.ts';
import { Button, RowButton } from '../../ui/Button.tsx';
import { shareText } from '../../ui/share-text.ts';
import { toast } from '../../ui/toasts.tsx';
import type { TRosterRow } from './use-roster.ts';

type TProps = { teamId: string; teamName: string; players: TRosterRow[]; isClosed: boolean };

const problemOf = (error: unknown) =>
  error instanceof OfflineError
    ? t('team.join.offline')
    : error instanceof ApiError && error.status < 500
      ? error.message
      : t('team.join.failed');

/**
 * ADR 075: one link for the group chat. Players ask to join from it; their requests wait here
 * until the captain adds them (a player like any other) or declines. The link itself is online
 * only; the requests are on the phone, offline too.
 */
export function JoinLink({ teamId, teamName, players, isClosed }: TProps) {
  // undefined: not known yet (asking, or offline).
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const requests = useLiveQuery(
    () => store.joinRequests.where('teamId').equals(teamId).sortBy('createdAt'),
    [teamId],
  );
  useEffect(() => {
    apiCall<{ token: string | null }>(`/api/teams/${teamId}/join-link`)
      .then((answer) => setToken(answer.token))
      .catch((error: unknown) => setProblem(problemOf(error)));
  }, [teamId]);
  const url = token ? `${window.location.origin}/join#${token}` : null;
  const share = async (link: string) => {
    const how = await shareText(t('team.join.shareText', { team: teamName, url: link }));
    if (how === 'copied') toast.success(t('team.join.copied'));
  };
  const run = async (step: () => Promise<void>) => {
    try {
      await step();
      setProblem(null);
    } catch (error) {
      setProblem(problemOf(error));
    }
  };
  const turnOn = () =>
    run(async () => {
      const answer = await apiCall<{ token: string }>(`/api/teams/${teamId}/join-link`, { body: {} });
      setToken(answer.token);
      await share(`${window.location.origin}/join#${answer.token}`);
    });
  const stop = () =>
    run(async () => {
      await apiCall(`/api/teams/${teamId}/join-link`, { method: 'DELETE' });
      setToken(null);
      toast.success(t('team.join.stopped'));
    });
  return (
    <section aria-labelledby="join-link-title" className="mt-4 rounded-xl border border-stone-200 p-4">
      <h3 id="join-link-title" className="font-semibold">
        {t('team.join.title')}
      </h3>
      <p className="mt-1 text-sm text-stone-600">{t('team.join.hint')}</p>
      {problem && (
        <p role="status" className="mt-2 text-sm text-red-800">
          {problem}
        </p>
      )}
      {url && (
        <p className="mt-2 text-sm">
          {t('team.join.on')} <span className="break-all text-stone-600">{url}</span>
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {url ? (
          <>
            <Button variant="secondary" onClick={() => void share(url)}>
              {t('team.join.share')}
            </Button>
            <Button variant="ghost" onClick={() => void stop()}>
              {t('team.join.stop')}
            </Button>
          </>
        ) : (
          token === null && (
            <Button variant="secondary" onClick={() => void turnOn()} disabled={isClosed}>
              {t('team.join.turnOn')}
            </Button>
          )
        )}
      </div>
      {requests && requests.length > 0 && (
        <Requests teamId={teamId} requests={requests} players={players} isClosed={isClosed} />
      )}
    </section>
  );
}

type TRequestRow = TJoinRequest & { id: string; _rev: string };

function Requests(props: {
  teamId: string;
  requests: TRequestRow[];
  players: TRosterRow[];
  isClosed: boolean;
}) {
  const { teamId, requests, players, isClosed } = props;
  const db = teamDbName(teamId);
  const nameOf = (r: TRequestRow) => `${r.firstName} ${r.lastName}`;
  const remove = (r: TRequestRow) =>
    writeDoc(db, { _id: docId('joinRequest', r.id), _rev: r._rev, _deleted: true });
  const add = async (r: TRequestRow) => {
    // A number worn since the request: the player comes in without one, and the captain is told.
    const isWorn = r.jerseyNumber > 0 && players.some((p) => p.jerseyNumber === r.jerseyNumber);
    const now = new Date().toISOString();
    try {
      await writeDoc(db, {
        _id: docId('player', newId()),
        type: 'player',
        teamId,
        firstName: r.firstName,
        lastName: r.lastName,
        phone: r.phone,
        jerseyNumber: isWorn ? 0 : r.jerseyNumber,
        createdAt: now,
        updatedAt: now,
      });
      await remove(r);
      toast.success(
        isWorn
          ? t('team.join.addedNoNumber', { name: nameOf(r), n: r.jerseyNumber })
          : t('team.join.added', { name: nameOf(r) }),
      );
    } catch (error) {
      toast.error(refusalText(error, t('team.failedToAddPlayer')));
    }
  };
  const decline = async (r: TRequestRow) => {
    try {
      await remove(r);
      toast.success(t('team.join.declined', { name: nameOf(r) }));
    } catch (error) {
      toast.error(refusalText(error, t('team.join.failed')));
    }
  };
  return (
    <>
      <h4 className="mt-4 text-sm font-semibold">{t('team.join.asked', { count: requests.length })}</h4>
      <ul className="mt-1 divide-y divide-stone-100">
        {requests.map((r) => (
          <li
            key={r.id}
            className="flex flex-wrap items-center justify-between gap-2 py-2"
            data-testid="join-request"
          >
            <span className="min-w-0 break-words">
              <span className="font-medium">{nameOf(r)}</span>
              <span className="block text-sm text-stone-600">
                {r.jerseyNumber > 0 ? `#${r.jerseyNumber} · ` : ''}
                {r.phone ? `${displayPhone(r.phone)} · ` : ''}
                {t('team.join.askedAt', { when: formatLeagueDateTime(r.createdAt) })}
              </span>
            </span>
            <span className="flex flex-wrap gap-2">
              <RowButton
                text={t('team.join.add')}
                label={t('team.join.addLabel', { name: nameOf(r) })}
                onClick={() => void add(r)}
                disabled={isClosed}
              />
              <RowButton
                variant="ghost"
                text={t('team.join.decline')}
                label={t('team.join.declineLabel', { name: nameOf(r) })}
                onClick={() => void decline(r)}
              />
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
