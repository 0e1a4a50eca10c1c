import { describe, expect, it } from 'vitest';
import { askEarly, takeEarly } from '../../src/data/early-pull.ts';

// The app's early pull (issue #36) is used only for a batch it answers exactly: every database in
// it asked for from 0. A device whose checkpoints say it holds a copy must ask from there instead.

describe('the early first pull', () => {
  it('is not used for a database this device already holds a copy of, nor after that', () => {
    askEarly(['leagues', 'highlights']);
    expect(takeEarly({ leagues: 42 })).toBeNull();
    // Taken (and dropped) by the first batch: a later batch asks the server itself.
    expect(takeEarly({ leagues: 0 })).toBeNull();
  });

  it('is not used for a batch with a database it did not ask for', () => {
    askEarly(['leagues']);
    expect(takeEarly({ leagues: 0, 'league-abc': 0 })).toBeNull();
  });

  it('answers a batch of databases it asked for from 0, once', async () => {
    askEarly(['leagues', 'highlights']);
    const answer = takeEarly({ leagues: 0 });
    expect(answer).toBeInstanceOf(Promise);
    // No server here: the request fails, and the batch asks as usual (null, not an error).
    expect(await answer).toBeNull();
    expect(takeEarly({ highlights: 0 })).toBeNull();
  });
});
