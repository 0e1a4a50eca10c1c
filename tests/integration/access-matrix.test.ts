import { describe, expect, it } from 'vitest';
import {
  docId,
  leagueDbName,
  parseDbName,
  poolDbName,
  refereeDbName,
  teamDbName,
} from '../../src/domain/databases.ts';
import { newId } from '../../src/domain/ids.ts';
import { getOrNull } from '../../sync-server/storage/pouch.ts';
import { api } from '../support/clients.ts';
import { type TWorld, useWorld } from '../support/world.ts';

const PRINCIPALS = ['anonymous', 'player', 'captainA', 'captainB', 'referee1', 'referee2', 'admin'] as const;
type TPrincipalName = (typeof PRINCIPALS)[number];
const DATABASES = [
  'leagues',
  'highlights',
  'league',
  'teamA',
  'teamB',
  'referee1',
  'referee2',
  'admin',
  'pool',
] as const;
type TDatabaseName = (typeof DATABASES)[number];

const everyone = [...PRINCIPALS];
/** The access table of docs/architecture.md: who reads and who writes each database. */
const ACCESS: Record<TDatabaseName, { read: TPrincipalName[]; write: TPrincipalName[] }> = {
  leagues: { read: everyone, write: ['admin'] },
  // Every league's videos as /highlights shows them: anyone reads, only the server writes.
  highlights: { read: everyone, write: [] },
  league: { read: everyone, write: ['admin'] },
  teamA: { read: ['captainA', 'admin'], write: ['captainA', 'admin'] },
  teamB: { read: ['captainB', 'admin'], write: ['captainB', 'admin'] },
  referee1: { read: ['referee1', 'admin'], write: ['referee1', 'admin'] },
  referee2: { read: ['referee2', 'admin'], write: ['referee2', 'admin'] },
  admin: { read: ['admin'], write: ['admin'] },
  // The league's free agents without contact details: its captains read, only the server writes.
  pool: { read: ['captainA', 'captainB', 'admin'], write: [] },
};

const now = () => new Date().toISOString();

function dbNameOf(world: TWorld, db: TDatabaseName): string {
  switch (db) {
    case 'leagues':
    case 'highlights':
    case 'admin':
      return db;
    case 'league':
      return leagueDbName(world.leagueId);
    case 'teamA':
      return teamDbName(world.teamA);
    case 'teamB':
      return teamDbName(world.teamB);
    case 'referee1':
      return refereeDbName(world.referee1);
    case 'referee2':
      return refereeDbName(world.referee2);
    case 'pool':
      return poolDbName(world.leagueId);
  }
}

/** A valid new document for the database, that its rightful writer may store. */
function sampleDoc(world: TWorld, db: TDatabaseName, author: TPrincipalName): Record<string, unknown> {
  const key = newId();
  const kind = parseDbName(dbNameOf(world, db))!;
  switch (kind.kind) {
    case 'leagues':
      return {
        _id: docId('league', key),
        type: 'league',
        name: 'Cup',
        season: '2027',
        city: 'New York',
        startDate: '2027-03-07',
        endDate: '2027-05-30',
        price: 500,
        level: 'First Division',
        maxTeams: 8,
        createdAt: now(),
      };
    case 'league':
      return {
        _id: docId('match', key),
        type: 'match',
        leagueId: world.leagueId,
        homeTeamId: world.teamA,
        awayTeamId: world.teamB,
        date: '2027-03-07T21:00:00.000Z',
        venue: 'Randalls Island Field 12',
        status: 'scheduled',
        createdAt: now(),
        updatedAt: now(),
      };
    case 'team': {
      const teamId = kind.id!;
      return {
        _id: docId('player', key),
        type: 'player',
        teamId,
        firstName: 'Matrix',
        lastName: author,
        phone: null,
        jerseyNumber: 0,
        createdAt: now(),
        updatedAt: now(),
      };
    }
    case 'referee':
      return {
        _id: docId('assignmentRequest', key),
        type: 'assignmentRequest',
        matchId: key,
        leagueId: world.leagueId,
        refereeId: kind.id!,
        requestedAt: now(),
      };
    case 'admin':
      return {
        _id: docId('freeAgent', key),
        type: 'freeAgent',
        firstName: 'Free',
        lastName: 'Agent',
        phone: '2125550100',
        email: null,
        position: 'forward',
        level: 'Beginner',
        bio: '',
        leagues: [world.leagueId],
        status: 'active',
        createdAt: now(),
      };
    case 'highlights':
      return {
        _id: docId('highlight', `${world.leagueId}:${key}`),
        type: 'highlight',
        leagueId: world.leagueId,
        videoId: key,
        title: 'Goal of the season',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        thumbUrl: null,
        teamId: world.teamA,
        teamName: 'Forged',
        matchLabel: '',
        kind: 'team',
        createdAt: now(),
      };
    case 'pool':
      return {
        _id: docId('freeAgentCard', key),
        type: 'freeAgentCard',
        freeAgentId: key,
        name: 'Made U.',
        position: 'forward',
        level: 'Beginner',
        bio: '',
        since: now(),
      };
  }
}

describe('access matrix: every principal × every database × read and write', () => {
  const s = useWorld();

  const cases = DATABASES.flatMap((db) => PRINCIPALS.map((who) => ({ db, who })));

  it.each(cases)('$who reading $db', async ({ db, who }) => {
    const cookie = s.world.cookies[who];
    const name = dbNameOf(s.world, db);
    const allowed = ACCESS[db].read.includes(who);
    for (const path of [`/db/${name}/`, `/db/${name}/_changes?style=all_docs`]) {
      const response = await api(s.t.url, path, { cookie });
      if (allowed) expect(response.status).toBe(200);
      else expect(response.status).toBe(who === 'anonymous' ? 401 : 403);
    }
  });

  it.each(cases)('$who writing $db', async ({ db, who }) => {
    const cookie = s.world.cookies[who];
    const name = dbNameOf(s.world, db);
    const doc = sampleDoc(s.world, db, who);
    const allowed = ACCESS[db].write.includes(who);
    const response = await api(s.t.url, `/db/${name}/_bulk_docs`, { cookie, body: { docs: [doc] } });
    const stored = await getOrNull(s.t.storage.db(name), doc._id as string);
    if (allowed) {
      expect(response.status).toBe(201);
      expect(response.body[0]).toMatchObject({ ok: true, id: doc._id });
      expect(stored).not.toBeNull();
    } else {
      expect(response.status).toBe(who === 'anonymous' ? 401 : 403);
      expect(stored).toBeNull();
    }
  });
});
