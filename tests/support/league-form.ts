import type { TLeagueFormValues } from '../../src/domain/forms/league-form.ts';

/** The desk's league form as an admin fills it in, with `over` changed. */
export const leagueFormValues = (over: Partial<TLeagueFormValues> = {}): TLeagueFormValues => ({
  name: 'Sunday League',
  season: '2027',
  city: 'New York',
  startDate: '2027-03-01',
  endDate: '2027-06-01',
  price: '100',
  level: 'First Division',
  maxTeams: '8',
  rulesUrl: '',
  coverUrl: '',
  contactEmail: '',
  win: '3',
  draw: '1',
  loss: '0',
  redCardBan: '1',
  secondYellowBan: '1',
  yellowThreshold: '5',
  yellowBan: '1',
  fairPlayYellow: '1',
  fairPlayRed: '3',
  awardWinner: '3',
  awardLoser: '0',
  carryBans: true,
  fillIns: true,
  confirmationHours: '48',
  paymentLink: '',
  paymentInstructions: '',
  venues: [],
  rosterDeadline: '',
  waiver: '',
  ...over,
});

/** A league as stored before the fields added later (discipline, deadline...): only the spec's. */
export const OLD_LEAGUE = {
  _id: 'league:l1',
  type: 'league',
  name: 'Old',
  season: '2025',
  city: 'New York',
  startDate: '2025-09-01',
  endDate: '2025-12-01',
  price: 0,
  createdAt: '2025-08-01T00:00:00.000Z',
};
