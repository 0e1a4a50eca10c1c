import { z } from 'zod';
import { ZTeam } from '../schemas/team.ts';

// ADR 077: the captain's days off, checked as the team record checks them (real days, at most
// DATES_OFF_MAX, each once), so the form says what the gateway would refuse.
export const ZDatesOffForm = z.object({ datesOff: ZTeam.shape.datesOff });
