import { describe, expect, it } from 'vitest';
import { isInternationalPhone, isUsPhone, normalisePhone, phoneDigits } from '../../src/domain/phone.ts';
import { teamSlug } from '../../src/domain/slug.ts';
import { videoThumbnail, youtubeEmbedUrl, youtubeId, youtubeThumbnail } from '../../src/domain/youtube.ts';

describe('phone', () => {
  it.each([
    ['2125550100', '+12125550100'],
    ['(212) 555-0100', '+12125550100'],
    ['12125550100', '+12125550100'],
    ['+1 212 555 0100', '+12125550100'],
    ['+44 20 7946 0958', '+442079460958'],
    ['555-0100', '5550100'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });

  it('accepts + then a non-zero digit then 6 to 14 digits', () => {
    expect(isInternationalPhone('+1234567')).toBe(true); // 1 + 6
    expect(isInternationalPhone('+123456789012345')).toBe(true); // 1 + 14
    expect(isInternationalPhone('+123456')).toBe(false); // too short
    expect(isInternationalPhone('+1234567890123456')).toBe(false); // too long
    expect(isInternationalPhone('+0123456789')).toBe(false); // leading zero
    expect(isInternationalPhone('2125550100')).toBe(false); // no plus
  });

  it('free-agent US rule: optional + and 1, then 10 digits', () => {
    expect(isUsPhone('2125550100')).toBe(true);
    expect(isUsPhone('12125550100')).toBe(true);
    expect(isUsPhone('+12125550100')).toBe(true);
    expect(isUsPhone('(212) 555-0100')).toBe(true);
    expect(isUsPhone('212555010')).toBe(false);
    expect(isUsPhone('+442079460958')).toBe(false);
    expect(phoneDigits('+1 (212) 555-0100')).toBe('12125550100');
  });
});

describe('team slug', () => {
  it('lower-cases, drops non-alphanumerics and turns spaces to hyphens', () => {
    expect(teamSlug('Brooklyn United FC')).toBe('brooklyn-united-fc');
    expect(teamSlug('  Queens   Rangers! ')).toBe('queens-rangers');
    expect(teamSlug("St. Mary's 2nd XI")).toBe('st-marys-2nd-xi');
  });
  it('folds accents so look-alike names collide', () => {
    expect(teamSlug('Journée FC')).toBe(teamSlug('Journee FC'));
  });
});

describe('youtube id', () => {
  const id = 'dQw4w9WgXcQ';
  it.each([
    `https://www.youtube.com/watch?v=${id}`,
    `https://youtube.com/watch?feature=share&v=${id}&t=10`,
    `https://youtu.be/${id}`,
    `https://youtu.be/${id}?t=42`,
    `https://www.youtube.com/embed/${id}`,
    `https://www.youtube.com/v/${id}`,
    `https://www.youtube.com/shorts/${id}`,
    `https://m.youtube.com/watch?v=${id}`,
  ])('takes the 11-character id from %s', (url) => {
    expect(youtubeId(url)).toBe(id);
  });
  it.each([
    'https://vimeo.com/123456',
    'https://www.youtube.com/watch?v=short',
    'not a url',
    `https://evil.example/watch?v=${id}`,
  ])('rejects %s', (url) => {
    expect(youtubeId(url)).toBeNull();
  });
  it('derives the thumbnail and the privacy-enhanced embed', () => {
    // From Pitchside's own origin (issue #35): the server fetches YouTube's picture once.
    expect(youtubeThumbnail(`https://youtu.be/${id}`)).toBe(`/thumbnails/${id}.jpg`);
    expect(youtubeEmbedUrl(`https://youtu.be/${id}`)).toBe(`https://www.youtube-nocookie.com/embed/${id}`);
  });
});

describe("a video's thumbnail", () => {
  const origin = 'https://pitchside.nyc';
  const url = 'https://youtu.be/dQw4w9WgXcQ';
  it('never comes from another host', () => {
    expect(videoThumbnail({ url, thumbUrl: 'https://tracker.example/pixel.jpg' }, origin)).toBe(
      '/thumbnails/dQw4w9WgXcQ.jpg',
    );
    expect(
      videoThumbnail({ url: 'https://vimeo.com/1', thumbUrl: 'https://i.ytimg.com/x.jpg' }, origin),
    ).toBeNull();
  });
  it('keeps a custom picture on our own origin', () => {
    expect(videoThumbnail({ url, thumbUrl: `${origin}/icons/team.png?v=2` }, origin)).toBe(
      '/icons/team.png?v=2',
    );
  });
});
