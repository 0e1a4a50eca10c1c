/**
 * A league's discipline rules (issue #30); a league written before them gets these defaults.
 * Apart from the schemas, so the screens that derive discipline do not load zod (issue #36).
 */
export const DEFAULT_DISCIPLINE_RULES = {
  redCardBan: 1,
  secondYellowBan: 1,
  /** A ban at every this-many yellows of the season; 0 turns accumulation off. */
  yellowThreshold: 5,
  yellowBan: 1,
  fairPlay: { yellow: 1, red: 3 },
  /** The score of a match awarded to a side, e.g. 3-0. */
  award: { winner: 3, loser: 0 },
};
