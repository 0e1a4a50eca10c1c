// Every message a person can see, when it comes from a schema, is written here (issue #18): the
// schemas' own texts (the spec's) pass through; zod's generic ones become plain sentences that
// name the field.
import type { z } from 'zod';

/** The names people know fields by, keyed by the last part of a schema path. */
const FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  name: 'Name',
  phone: 'Phone number',
  email: 'Email',
  loginEmail: 'Email',
  jerseyNumber: 'Jersey number',
  season: 'Season',
  price: 'Price',
  maxTeams: 'Max teams',
  venue: 'Venue',
  title: 'Title',
  note: 'Note',
  bio: 'Bio',
  reason: 'Reason',
  resultNote: 'Reason for the result',
  homeScore: 'Home team score',
  awayScore: 'Away team score',
  delayMinutes: 'Delay',
  delayReason: 'Delay reason',
  incidents: 'Incidents',
  recommendations: 'Recommendations',
  presentPlayers: 'Players present',
  minute: 'Minute',
  logoUrl: 'Logo link',
  whatsappLink: 'WhatsApp link',
  videoUrl: 'Video link',
  thumbnailUrl: 'Thumbnail link',
  displayName: 'Name',
  licenseNumber: 'License number',
  date: 'Date',
  startDate: 'Start date',
  endDate: 'End date',
};

function labelOf(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((part) => typeof part === 'string');
  if (typeof key !== 'string') return 'This value';
  return FIELD_LABELS[key] ?? `${key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase())}`;
}

const plural = (n: number | bigint, word: string) => `${n} ${word}${Number(n) === 1 ? '' : 's'}`;

/**
 * zod's generic issues as the end of a sentence ("must be at most 100 characters"), or undefined
 * to keep zod's own. Installed once by zod-setup.ts; a schema's explicit message wins over it.
 */
export function plainIssue(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'string') return `must be at most ${plural(issue.maximum, 'character')}`;
      if (issue.origin === 'array') return `can hold at most ${issue.maximum}`;
      return `must be at most ${issue.maximum}`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? 'is required'
          : `must be at least ${plural(issue.minimum, 'character')}`;
      if (issue.origin === 'array')
        return Number(issue.minimum) <= 1 ? 'needs at least one' : `needs at least ${issue.minimum}`;
      return `must be at least ${issue.minimum}`;
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'is required';
      if (issue.expected === 'number') return 'must be a number';
      if (issue.expected === 'int') return 'must be a whole number';
      return 'is not valid';
    case 'invalid_format':
      return issue.format === 'url' ? 'must be a link' : 'is not in the right format';
    case 'invalid_value':
      return 'is not one of the choices';
    case 'unrecognized_keys':
      return `has fields that are not allowed (${issue.keys.join(', ')})`;
    default:
      return 'is not valid';
  }
}

/**
 * One issue as a sentence. The schemas' own messages are already sentences (they start with a
 * capital letter); a generic one is prefixed with the field's name.
 */
export function describeIssue(issue: { path: readonly PropertyKey[]; message: string }): string {
  if (/^[A-Z]/.test(issue.message)) return issue.message;
  return `${labelOf(issue.path)} ${issue.message}`;
}
