import { useState } from 'react';
import type { TRow } from '../../data/local-store.ts';
import { formatLeagueDate } from '../../domain/dates.ts';
import { docId, leagueDbName } from '../../domain/db-names.ts';
import { ZVideoForm } from '../../domain/forms/video-form.ts';
import { newId } from '../../domain/ids.ts';
import { MSG } from '../../domain/messages.ts';
import type { TVideo } from '../../domain/schemas/video.ts';
import { videoThumbnail } from '../../domain/youtube.ts';
import { t } from '../../i18n/core.ts';
import { Button, RowButton } from '../../ui/Button.tsx';
import { SelectField, TextField } from '../../ui/Field.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { usePaged } from '../../ui/paged.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { adminWrite, byId, removeRow, type TAdminData } from './admin-data.ts';
import { ConfirmDialog, DeskForm, Empty, LeagueOptions, type TDeskDialogProps } from './parts.tsx';

/** Highlights: list, add (a YouTube link tied to a match and a team), delete. */
export function VideosTab({ data }: { data: TAdminData }) {
  const [leagueId, setLeagueId] = useState('');
  const [isAdding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<TRow<TVideo> | null>(null);
  const teams = byId(data.teams);
  const leagues = byId(data.leagues);
  const shown = data.videos.filter((v) => !leagueId || v.leagueId === leagueId);
  const { visible, more } = usePaged(shown, leagueId);
  async function remove(video: TRow<TVideo>) {
    setDeleting(null);
    await removeRow(leagueDbName(video.leagueId), 'video', video, {
      done: MSG.videoDeleted,
      failed: MSG.failedToDeleteVideo,
    });
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <Button onClick={() => setAdding(true)}>{t('admin.addVideo')}</Button>
        <SelectField
          id="videos-league"
          label={t('admin.league')}
          className="min-w-56"
          value={leagueId}
          onChange={(e) => setLeagueId(e.target.value)}
        >
          <option value="">{t('admin.allLeagues')}</option>
          <LeagueOptions leagues={data.leagues} />
        </SelectField>
      </div>
      {shown.length === 0 ? (
        <Empty title={MSG.noVideosFound}>{t('admin.addAYoutubeLinkTo')}</Empty>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {visible.map((video) => (
            <li key={video.id} className="flex gap-3 rounded-2xl border border-stone-200 bg-white p-3">
              <img
                src={videoThumbnail(video, location.origin) ?? ''}
                alt=""
                className="h-16 w-28 shrink-0 rounded bg-stone-200 object-cover"
                loading="lazy"
              />
              <div className="min-w-0 flex-1">
                <p className="break-words font-semibold">{video.title}</p>
                <p className="text-sm text-stone-600">
                  {teams.get(video.teamId)?.name ?? t('admin.unknownTeam')} ·{' '}
                  {leagues.get(video.leagueId)?.name ?? ''} · {formatLeagueDate(video.createdAt)}
                </p>
                <RowButton
                  variant="ghost"
                  text={t('admin.delete')}
                  label={t('admin.delete2', { title: video.title })}
                  onClick={() => setDeleting(video)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {more}
      <Modal title={t('admin.addVideo')} isOpen={isAdding} onClose={() => setAdding(false)} size="lg">
        {isAdding && <VideoForm data={data} defaultLeague={leagueId} onDone={() => setAdding(false)} />}
      </Modal>
      <ConfirmDialog
        title={t('admin.deleteVideo')}
        isOpen={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
        confirmLabel={t('admin.deleteVideo2')}
      >
        {deleting && <p>{t('admin.deleteItLeavesHighlightsThis', { title: deleting.title })}</p>}
      </ConfirmDialog>
    </div>
  );
}

function VideoForm({ data, defaultLeague, onDone }: TDeskDialogProps) {
  const { register, watch, setValue, submit, problem, clearOnEdit } = useSchemaForm(ZVideoForm, {
    leagueId: defaultLeague || data.leagues[0]?.id || '',
    matchId: '',
    teamId: '',
    playerId: '',
    title: '',
    url: '',
    thumbUrl: '',
  });
  const v = watch();
  // A choice empties the choices that hang on it.
  const clears = (...fields: ('matchId' | 'teamId' | 'playerId')[]) => ({
    onChange: () => {
      for (const field of fields) setValue(field, '');
    },
  });
  const teams = byId(data.teams);
  const matches = data.matches.filter((m) => m.leagueId === v.leagueId && m.status !== 'cancelled').reverse();
  const match = matches.find((m) => m.id === v.matchId);
  const sides = match ? [match.homeTeamId, match.awayTeamId] : [];
  const players = data.players.filter((p) => p.teamId === v.teamId);
  const label = (teamId: string) => teams.get(teamId)?.name ?? t('admin.unknownTeam');
  const save = submit(async (video) => {
    const refused = await adminWrite(leagueDbName(video.leagueId), {
      _id: docId('video', newId()),
      type: 'video',
      ...video,
      createdAt: new Date().toISOString(),
    }).catch(() => MSG.failedToUploadVideo);
    if (refused) return refused;
    toast.success(MSG.videoUploaded);
    onDone();
  });
  return (
    <DeskForm onSubmit={save} problem={problem} {...clearOnEdit}>
      <SelectField
        id="video-league"
        label={t('admin.league2')}
        {...register('leagueId', clears('matchId', 'teamId', 'playerId'))}
      >
        <LeagueOptions leagues={data.leagues} />
      </SelectField>
      <SelectField
        id="video-match"
        label={t('admin.match')}
        {...register('matchId', clears('teamId', 'playerId'))}
      >
        <option value="">{t('admin.chooseAMatch')}</option>
        {matches.map((m) => (
          <option key={m.id} value={m.id}>
            {t('admin.vs', {
              leagueDate: formatLeagueDate(m.date),
              label: label(m.homeTeamId),
              label2: label(m.awayTeamId),
            })}
          </option>
        ))}
      </SelectField>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField id="video-team" label={t('admin.team')} {...register('teamId', clears('playerId'))}>
          <option value="">{t('admin.chooseATeam')}</option>
          {sides.map((id) => (
            <option key={id} value={id}>
              {label(id)}
            </option>
          ))}
        </SelectField>
        <SelectField id="video-player" label={t('admin.playerOptional')} {...register('playerId')}>
          <option value="">{t('admin.noPlayer')}</option>
          {players.map((p) => (
            <option key={p.id} value={p.id}>
              {p.firstName} {p.lastName}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField id="video-title" label={t('admin.title')} {...register('title')} maxLength={200} />
      <TextField
        id="video-url"
        label={t('admin.youtubeLink')}
        type="url"
        {...register('url')}
        placeholder={t('admin.httpsWwwYoutubeComWatch')}
        maxLength={500}
      />
      <TextField
        id="video-thumb"
        label={t('admin.thumbnailLinkOptional')}
        type="url"
        {...register('thumbUrl')}
        maxLength={2000}
      />
      <FormActions onCancel={onDone} submit={t('admin.addVideo')} />
    </DeskForm>
  );
}
