import { z } from 'zod';
import {
  MAX_FREE_AGENT_LEAGUES,
  MAX_FREE_AGENT_TEAMS,
  PLAYER_LEVELS,
  POSITIONS,
  TEXT_MAX,
} from '../limits.ts';
import { ZEntityId, ZInstant, ZName } from './fields.ts';

/** Pending first: what a captain still has to answer. `withdrawn` is the free agent's own. */
export const APPLICATION_STATUSES = ['pending', 'contacted', 'accepted', 'declined', 'withdrawn'] as const;
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** `admin` database, _id `freeAgent:<id>`. No placeholder e-mail is ever made (spec README, point 5). */
export const ZFreeAgent = z.strictObject({
  type: z.literal('freeAgent'),
  firstName: ZName,
  lastName: ZName,
  /** Digits only. */
  phone: z
    .string()
    .regex(/^\d{10,11}$/)
    .nullable(),
  /** Lower-cased. */
  email: z.email().toLowerCase().nullable(),
  position: z.enum(POSITIONS),
  level: z.enum(PLAYER_LEVELS),
  bio: z.string().max(TEXT_MAX),
  leagues: z.array(ZEntityId).min(1).max(MAX_FREE_AGENT_LEAGUES),
  status: z.enum(['active', 'inactive']),
  /** The teams this free agent has applied to: where their applications are. */
  appliedTo: z.array(ZEntityId).max(MAX_FREE_AGENT_TEAMS).default([]),
  /** The teams that invited this free agent: where their invitations are. */
  invitedBy: z.array(ZEntityId).max(MAX_FREE_AGENT_TEAMS).default([]),
  /** The teams that asked this free agent to play a match (ADR 076): where those asks are. */
  fillInFor: z.array(ZEntityId).max(MAX_FREE_AGENT_TEAMS).default([]),
  createdAt: ZInstant,
  updatedAt: ZInstant.optional(),
});

/**
 * `team-<id>` database, _id `application:<freeAgentId>`: one per free agent per team (the spec's
 * key, contact '-' team id, can outgrow a document key; the free agent's id is as unique). Written
 * by the server when a free agent applies; the captain changes only its status.
 */
export const ZApplication = z.strictObject({
  type: z.literal('application'),
  teamId: ZEntityId,
  freeAgentId: ZEntityId,
  playerName: ZName,
  firstName: ZName,
  lastName: ZName,
  position: z.enum(POSITIONS),
  level: z.enum(PLAYER_LEVELS),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  bio: z.string().max(TEXT_MAX),
  leagues: z.array(ZEntityId).max(MAX_FREE_AGENT_LEAGUES),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: ZInstant,
});

/**
 * `pool-<leagueId>` database, _id `freeAgentCard:<freeAgentId>`: what the league's captains may
 * know of an active free agent before any contact. Written by the server only; no contact details.
 */
export const ZFreeAgentCard = z.strictObject({
  type: z.literal('freeAgentCard'),
  freeAgentId: ZEntityId,
  /** "Maria G.". */
  name: ZName,
  position: z.enum(POSITIONS),
  level: z.enum(PLAYER_LEVELS),
  bio: z.string().max(TEXT_MAX),
  since: ZInstant,
});

/**
 * `team-<id>` database, _id `invitation:<freeAgentId>`: a team asked a free agent to apply.
 * Written by the server (the captain asks through /api); the free agent answers from their link.
 */
export const ZInvitation = z.strictObject({
  type: z.literal('invitation'),
  teamId: ZEntityId,
  freeAgentId: ZEntityId,
  name: ZName,
  position: z.enum(POSITIONS),
  level: z.enum(PLAYER_LEVELS),
  status: z.enum(['sent', 'accepted', 'declined']),
  createdAt: ZInstant,
  answeredAt: ZInstant.nullable(),
});

export type TFreeAgentCard = z.infer<typeof ZFreeAgentCard>;
export type TInvitation = z.infer<typeof ZInvitation>;
export type TFreeAgent = z.infer<typeof ZFreeAgent>;
export type TApplication = z.infer<typeof ZApplication>;
