// Every message a person can see, when it comes from a schema, is written here (issue #18): the
// schemas' own texts (the spec's) pass through; zod's generic ones become plain sentences that
// name the field.
import type { z } from 'zod';
import { type TMessageKey, t } from '../i18n/core.ts';

/** The names people know fields by, keyed by the last part of a schema path. */
const FIELD_LABELS: Record<string, TMessageKey> = {
  firstName: 'rules.field.firstName',
  lastName: 'rules.field.lastName',
  name: 'rules.field.name',
  phone: 'rules.field.phone',
  email: 'rules.field.email',
  loginEmail: 'rules.field.loginEmail',
  jerseyNumber: 'rules.field.jerseyNumber',
  season: 'rules.field.season',
  price: 'rules.field.price',
  maxTeams: 'rules.field.maxTeams',
  venue: 'rules.field.venue',
  title: 'rules.field.title',
  note: 'rules.field.note',
  bio: 'rules.field.bio',
  reason: 'rules.field.reason',
  resultNote: 'rules.field.resultNote',
  homeScore: 'rules.field.homeScore',
  awayScore: 'rules.field.awayScore',
  delayMinutes: 'rules.field.delayMinutes',
  delayReason: 'rules.field.delayReason',
  incidents: 'rules.field.incidents',
  recommendations: 'rules.field.recommendations',
  presentPlayers: 'rules.field.presentPlayers',
  minute: 'rules.field.minute',
  logoUrl: 'rules.field.logoUrl',
  whatsappLink: 'rules.field.whatsappLink',
  videoUrl: 'rules.field.videoUrl',
  thumbnailUrl: 'rules.field.thumbnailUrl',
  displayName: 'rules.field.displayName',
  licenseNumber: 'rules.field.licenseNumber',
  date: 'rules.field.date',
  startDate: 'rules.field.startDate',
  endDate: 'rules.field.endDate',
};

function labelOf(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((part) => typeof part === 'string');
  if (typeof key !== 'string') return t('rules.field.thisValue');
  const label = FIELD_LABELS[key];
  return label ? t(label) : `${key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase())}`;
}

/**
 * zod's generic issues as the end of a sentence ("must be at most 100 characters"), or undefined
 * to keep zod's own. Installed once by zod-setup.ts; a schema's explicit message wins over it.
 */
export function plainIssue(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'string') return t('rules.issue.maxChars', { max: Number(issue.maximum) });
      if (issue.origin === 'array') return t('rules.issue.maxItems', { max: Number(issue.maximum) });
      return t('rules.issue.max', { max: Number(issue.maximum) });
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? t('rules.issue.required')
          : t('rules.issue.minChars', { min: Number(issue.minimum) });
      if (issue.origin === 'array')
        return Number(issue.minimum) <= 1
          ? t('rules.issue.minOneItem')
          : t('rules.issue.minItems', { min: Number(issue.minimum) });
      return t('rules.issue.min', { min: Number(issue.minimum) });
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return t('rules.issue.required');
      if (issue.expected === 'number') return t('rules.issue.number');
      if (issue.expected === 'int') return t('rules.issue.wholeNumber');
      return t('rules.issue.invalid');
    case 'invalid_format':
      return issue.format === 'url' ? t('rules.issue.link') : t('rules.issue.format');
    case 'invalid_value':
      return t('rules.issue.choice');
    case 'unrecognized_keys':
      return t('rules.issue.unknownFields', { keys: issue.keys.join(', ') });
    default:
      return t('rules.issue.invalid');
  }
}

/**
 * One issue as a sentence. The schemas' own messages are already sentences (they start with a
 * capital letter); a generic one is prefixed with the field's name.
 */
export function describeIssue(issue: { path: readonly PropertyKey[]; message: string }): string {
  if (/^\p{Lu}/u.test(issue.message)) return issue.message;
  return t('rules.issue.withField', { field: labelOf(issue.path), problem: issue.message });
}
