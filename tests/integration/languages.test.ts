import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refereeDbName, teamDbName } from '../../src/domain/databases.ts';
import { LOCALE_HEADER } from '../../src/i18n/core.ts';
import { findAccountByEmail } from '../../sync-server/auth/accounts.ts';
import { createMatches, matchDoc } from '../../sync-server/seed/factories.ts';
import { api } from '../support/clients.ts';
import { waitForOutbox } from '../support/mail.ts';
import { matchSides, validReport } from '../support/reports.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';
import { buildWorld, PASSWORD, type TWorld } from '../support/world.ts';

// Issue #29 on the server: each answer is in its caller's language (the app's header, else
// Accept-Language, else English), the account keeps the language its person chose, and the
// e-mails it sends follow it.

let t: TTestServer;
let world: TWorld;

beforeAll(async () => {
  t = await startTestServer();
  world = await buildWorld(t);
});
afterAll(async () => {
  await t?.close();
});

let attempt = 0;
// An unknown e-mail gets the same answer as a wrong password; each is new, so no throttle counts.
const wrongLogin = (headers: Record<string, string>) =>
  api(t.url, '/api/login', { body: { email: `nobody${++attempt}@test.nyc`, password: 'not it' }, headers });

describe("the server answers in its caller's language", () => {
  it('words an /api error from the catalogue: the header first, then Accept-Language, else English', async () => {
    const spanish = await wrongLogin({ [LOCALE_HEADER]: 'es' });
    expect(spanish.status).toBe(401);
    expect(spanish.body).toMatchObject({
      error: 'incorrect_credentials',
      message: 'Correo electrónico o contraseña incorrectos',
    });
    const french = await wrongLogin({ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' });
    expect(french.body).toMatchObject({ message: 'E-mail ou mot de passe incorrect' });
    const header = await wrongLogin({ [LOCALE_HEADER]: 'es', 'accept-language': 'fr' });
    expect(header.body).toMatchObject({ message: 'Correo electrónico o contraseña incorrectos' });
    const others: Record<string, string>[] = [{}, { [LOCALE_HEADER]: 'de' }, { 'accept-language': 'de-DE' }];
    for (const headers of others) {
      expect((await wrongLogin(headers)).body).toMatchObject({ message: 'Incorrect email or password' });
    }
  });

  it("refuses a document in the caller's language, in CouchDB's error shape", async () => {
    const refused = await api(t.url, `/db/${teamDbName(world.teamB)}/_bulk_docs`, {
      cookie: world.cookies.captainA,
      headers: { [LOCALE_HEADER]: 'fr' },
      body: { docs: [{ _id: 'player:intruder', type: 'player' }] },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: 'forbidden',
      reason: 'Vous ne pouvez pas écrire dans cette base de données.',
    });
  });

  it('titles the calendar feed in the language its link names', async () => {
    const feed = await api(t.url, `/api/teams/${world.teamA}/calendar.ics?lang=fr`);
    const match = matchDoc({
      leagueId: world.leagueId,
      homeTeamId: world.teamA,
      awayTeamId: world.teamB,
      date: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await createMatches(t.storage, world.leagueId, [match]);
    const after = await api(t.url, `/api/teams/${world.teamA}/calendar.ics?lang=fr`);
    expect(String(feed.body)).not.toContain('SUMMARY');
    expect(String(after.body)).toContain('SUMMARY:Astoria Athletic contre Bushwick Blues');
    const english = await api(t.url, `/api/teams/${world.teamA}/calendar.ics`);
    expect(String(english.body)).toContain('SUMMARY:Astoria Athletic vs Bushwick Blues');
  });
});

describe('the account keeps its language, and e-mails follow it', () => {
  const localeOf = async (email: string) => (await findAccountByEmail(t.storage.internal, email))?.locale;

  it('keeps the language of the device a person signs in on', async () => {
    const signedIn = await api(t.url, '/api/login', {
      body: { email: 'a@test.nyc', password: PASSWORD },
      headers: { [LOCALE_HEADER]: 'es' },
    });
    expect(signedIn.status).toBe(200);
    expect(await localeOf('a@test.nyc')).toBe('es');
  });

  it('changes it from a signed-in device, and refuses a language it does not speak or a stranger', async () => {
    const cookie = world.cookies.captainB;
    expect((await api(t.url, '/api/locale', { cookie, body: { locale: 'fr' } })).status).toBe(200);
    expect(await localeOf('b@test.nyc')).toBe('fr');
    const unknown = await api(t.url, '/api/locale', { cookie, body: { locale: 'de' } });
    expect(unknown.status).toBe(400);
    const extra = await api(t.url, '/api/locale', { cookie, body: { locale: 'en', admin: true } });
    expect(extra.status).toBe(400);
    expect(await localeOf('b@test.nyc')).toBe('fr');
    const stranger = await api(t.url, '/api/locale', { body: { locale: 'es' } });
    expect(stranger.status).toBe(401);
  });

  it("writes each captain's result e-mail in their own language", async () => {
    const match = matchDoc({
      leagueId: world.leagueId,
      homeTeamId: world.teamA,
      awayTeamId: world.teamB,
      date: new Date(Date.now() - 3_600_000).toISOString(),
      refereeId: world.referee1,
    });
    await createMatches(t.storage, world.leagueId, [match]);
    const matchId = match._id.slice('match:'.length);
    const sides = await matchSides(t.storage, world.leagueId, matchId);
    await t.storage
      .db(refereeDbName(world.referee1))
      .put(validReport(sides, world.referee1, { home: 1, away: 0 }));
    const mails = await waitForOutbox(
      () => t.storage,
      (m) => m.kind === 'result' && m._id.includes(matchId),
      2,
      'both result e-mails',
    );
    const to = (email: string) => mails.find((m) => m.to === email)!;
    expect(to('a@test.nyc').subject).toBe('Resultado: Astoria Athletic 1-0 Bushwick Blues');
    expect(to('a@test.nyc').text).toContain('Hola, Ana Lopez:');
    expect(to('a@test.nyc').text).toContain('hora de Nueva York');
    expect(to('b@test.nyc').subject).toBe('Résultat : Astoria Athletic 1-0 Bushwick Blues');
    expect(to('b@test.nyc').text).toContain('Bonjour Bo Kim,');
  });
});
