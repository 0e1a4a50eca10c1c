import { afterEach, describe, expect, it } from 'vitest';
import { reasonFields, reasonText } from '../../src/domain/delivery-reason.ts';
import { i18n } from '../../src/i18n/core.ts';

describe('a delivery’s reason, stored by the server and read by the admin', () => {
  afterEach(() => i18n.activate('en'));

  it('is stored in English with its key and detail, and read in the admin’s language', () => {
    const stored = reasonFields({ key: 'admin.reason.loginRefused', detail: '535 Authentication failed' });
    expect(stored).toEqual({
      lastError:
        'The mail server refused the SMTP login; check the SMTP user and password in Settings (535 Authentication failed)',
      lastErrorKey: 'admin.reason.loginRefused',
      lastErrorDetail: '535 Authentication failed',
    });
    i18n.activate('fr');
    expect(reasonText(stored)).toBe(
      'Le serveur de messagerie a refusé la connexion SMTP ; vérifiez l’utilisateur et le mot de passe SMTP dans Paramètres (535 Authentication failed)',
    );
  });

  it('a service’s own words, an older document or a key from a newer server read as stored', () => {
    i18n.activate('fr');
    expect(reasonText({ lastError: '550 Mailbox unavailable' })).toBe('550 Mailbox unavailable');
    expect(reasonText({ lastError: '550 Mailbox unavailable', lastErrorKey: null })).toBe(
      '550 Mailbox unavailable',
    );
    expect(reasonText({ lastError: 'A newer reason', lastErrorKey: 'admin.reason.fromTheFuture' })).toBe(
      'A newer reason',
    );
    expect(reasonFields(null)).toEqual({ lastError: null, lastErrorKey: null, lastErrorDetail: null });
  });
});
