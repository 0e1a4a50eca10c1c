import { describe, expect, it } from 'vitest';
import { embedSnippet, embedUrl, isEmbedView } from '../../src/domain/embed.ts';

// ADR 054: the code an organiser pastes into their website.

describe('the embed code', () => {
  it('frames the chosen view, in a fixed language or the visitor’s', () => {
    expect(embedUrl('https://pitchside.example', 'abc123', 'standings', null)).toBe(
      'https://pitchside.example/embed/leagues/abc123/standings',
    );
    expect(embedUrl('https://pitchside.example', 'abc123', 'matches', 'es')).toBe(
      'https://pitchside.example/embed/leagues/abc123/matches?lang=es',
    );
    expect(embedUrl('https://pitchside.example', 'abc123', 'matches', 'fr', 'team-7')).toBe(
      'https://pitchside.example/embed/leagues/abc123/matches?lang=fr&team=team-7',
    );
    expect(embedUrl('https://pitchside.example', 'abc123', 'scorers', null, 'team-7')).toBe(
      'https://pitchside.example/embed/leagues/abc123/scorers?team=team-7',
    );
  });

  it('is a frame and the resizing script, with the title escaped', () => {
    const code = embedSnippet({
      origin: 'https://pitchside.example',
      leagueId: 'abc123',
      view: 'standings',
      lang: 'fr',
      title: 'Ligue "A" & <B>: classement',
    });
    const [frame, script] = code.split('\n');
    expect(frame).toBe(
      '<iframe src="https://pitchside.example/embed/leagues/abc123/standings?lang=fr" title="Ligue &quot;A&quot; &amp; &lt;B>: classement" width="100%" height="560" style="border:0" loading="lazy"></iframe>',
    );
    expect(script).toBe('<script src="https://pitchside.example/embed/resize.js" async></script>');
  });

  it('knows its three views and nothing else', () => {
    expect(['standings', 'matches', 'scorers', 'players', '', '__proto__'].map(isEmbedView)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
