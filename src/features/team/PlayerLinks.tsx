import { useState } from 'react';
import { apiCall } from '../../data/api.ts';
import { useLiveQuery } from '../../data/live-query.ts';
import { store } from '../../data/local-store.ts';
import { teamDbName } from '../../domain/db-names.ts';
import { LONG_TEXT_MAX } from '../../domain/limits.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { shareText } from '../../ui/share-text.ts';
import { toast } from '../../ui/toasts.tsx';

// Issue #32: the captain hands each player a personal link. The server shows a token once, so
// this phone keeps the ones it made (to share again); a link made on another phone shows as
// live here, and sharing it from here means making a new one, which stops the old one.

type TPlayer = { id: string; firstName: string; lastName: string };
const keyOf = (teamId: string) => `pitchside-links-${teamId}`;
const readTokens = (teamId: string): Record<string, string> => {
  try {
    return JSON.parse(localStorage.getItem(keyOf(teamId)) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
};
const urlOf = (token: string) => `${window.location.origin}/availability#${token}`;

export function usePlayerLinks(teamId: string) {
  const live = useLiveQuery(
    async () =>
      new Set((await store.playerLinks.where('db').equals(teamDbName(teamId)).toArray()).map((l) => l.id)),
    [teamId],
  );
  // ADR 072: how many phones hear from each player's link (server-written).
  const phones = usePlayerPhones(teamId);
  const [tokens, setTokens] = useState(() => readTokens(teamId));
  const issue = async (playerIds: string[]) => {
    const { links } = await apiCall<{ links: Record<string, string> }>(`/api/teams/${teamId}/links`, {
      body: { playerIds },
    });
    const next = { ...readTokens(teamId), ...links };
    localStorage.setItem(keyOf(teamId), JSON.stringify(next));
    setTokens(next);
    return next;
  };
  const revoke = async (playerId: string) => {
    await apiCall(`/api/teams/${teamId}/links/${playerId}`, { method: 'DELETE' });
    const { [playerId]: _gone, ...rest } = readTokens(teamId);
    localStorage.setItem(keyOf(teamId), JSON.stringify(rest));
    setTokens(rest);
  };
  return { live: live ?? new Set<string>(), phones, tokens, issue, revoke };
}

/**
 * The players whose notices ring a phone, by id (ADR 072): a phone turned on from their link, and
 * the link still live (notices follow the link; a stopped one reaches nobody).
 */
export function usePlayerPhones(teamId: string): Set<string> {
  const ids = useLiveQuery(
    async () => {
      const db = teamDbName(teamId);
      const [phones, links] = await Promise.all([
        store.playerNotices.where('db').equals(db).toArray(),
        store.playerLinks.where('db').equals(db).toArray(),
      ]);
      const live = new Set(links.map((link) => link.id));
      return phones.map((row) => row.playerId).filter((id) => live.has(id));
    },
    [teamId],
    [],
  );
  return new Set(ids);
}

/** "Share links": one player's, or everyone's in one message, with a way to stop a link. */
export function usePlayerLinkActions({
  teamId,
  teamName,
  players,
}: {
  teamId: string;
  teamName: string;
  players: TPlayer[];
}) {
  const { live, phones, tokens, issue, revoke } = usePlayerLinks(teamId);
  const [replacing, setReplacing] = useState<TPlayer[] | null>(null);
  const [stopping, setStopping] = useState<TPlayer | null>(null);
  const [manual, setManual] = useState<string | null>(null);
  const message = (list: TPlayer[], all: Record<string, string>) =>
    list.length === 1
      ? t('team.linkMessage', { name: list[0]!.firstName, team: teamName, url: urlOf(all[list[0]!.id]!) })
      : [
          t('team.linksMessage', { team: teamName }),
          ...list.map((p) => `${p.firstName} ${p.lastName}: ${urlOf(all[p.id]!)}`),
        ].join('\n');
  const share = async (list: TPlayer[], isConfirmed = false) => {
    const missing = list.filter((p) => !tokens[p.id]);
    // A live link made on another phone: a new one would stop it, so ask first.
    if (!isConfirmed && missing.some((p) => live.has(p.id))) return setReplacing(list);
    try {
      const all = missing.length ? await issue(missing.map((p) => p.id)) : tokens;
      const text = message(list, all);
      const how = await shareText(text);
      if (how === 'copied') toast.success(list.length === 1 ? t('team.linkCopied') : t('team.linksCopied'));
      if (how === 'manual') setManual(text);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('team.failedToMakeLink'));
    }
  };
  const stop = async (player: TPlayer) => {
    setStopping(null);
    try {
      await revoke(player.id);
      toast.success(t('team.linkStopped', { name: player.firstName }));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('team.failedToMakeLink'));
    }
  };
  return {
    shareAll: () => void share(players),
    rowActions: (player: TPlayer) => {
      // The visible words start the button's name (WCAG 2.5.3); the player's name follows for readers.
      const who = <span className="sr-only"> ({`${player.firstName} ${player.lastName}`})</span>;
      return (
        <>
          {phones.has(player.id) && (
            <span className="text-sm font-semibold text-emerald-800">{t('team.noticesOn')}</span>
          )}
          <Button variant="secondary" onClick={() => void share([player])}>
            {t('team.shareLink')}
            {who}
          </Button>
          {live.has(player.id) && (
            <Button variant="ghost" onClick={() => setStopping(player)}>
              {t('team.stopLink')}
              {who}
            </Button>
          )}
        </>
      );
    },
    dialogs: (
      <>
        <ConfirmDialog
          isOpen={replacing !== null}
          title={t('team.newLinkTitle')}
          confirmLabel={t('team.makeNewLink')}
          onClose={() => setReplacing(null)}
          onConfirm={() => {
            const list = replacing!;
            setReplacing(null);
            void share(list, true);
          }}
        >
          <p>{t('team.newLinkMessage')}</p>
        </ConfirmDialog>
        <ConfirmDialog
          isOpen={stopping !== null}
          title={t('team.stopLink')}
          confirmLabel={t('team.stopLink')}
          onClose={() => setStopping(null)}
          onConfirm={() => void stop(stopping!)}
        >
          <p>{t('team.stopLinkMessage', { name: stopping?.firstName ?? '' })}</p>
        </ConfirmDialog>
        <Modal title={t('team.copyTheseLinks')} isOpen={manual !== null} onClose={() => setManual(null)}>
          <label htmlFor="links-text" className="text-sm font-medium">
            {t('team.copyTheseLinksHelp')}
          </label>
          <textarea
            id="links-text"
            readOnly
            rows={6}
            maxLength={2 * LONG_TEXT_MAX}
            className="mt-1 w-full rounded-lg border border-stone-300 p-2 text-sm"
            value={manual ?? ''}
          />
        </Modal>
      </>
    ),
  };
}
