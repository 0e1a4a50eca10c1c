// The spec's messages (§5 and §8 of both files), read from the catalogue at the moment they are
// shown, so each is in the reader's language (issue #29). The English texts are the spec's.
import { t } from '../i18n/core.ts';
import { formatCalendarDate } from './dates.ts';
import { MAX_ROSTER } from './limits.ts';

/** The spec's fixed messages (`rules.rule.<name>`), each read when it is shown: `MSG.fillAllFields`. */
export const FIXED_MESSAGES = [
  'fillAllFields',
  'fillRequiredFields',
  'invalidEmail',
  'invalidEmailAddress',
  'passwordsDoNotMatch',
  'passwordTooShort',
  'newPasswordsDoNotMatch',
  'currentPasswordIncorrect',
  'invalidUsPhone',
  'invalidPhone',
  'teamNameTaken',
  'leagueFull',
  'rosterMinimum',
  'duplicateJerseys',
  'draftNeedsPlayer',
  'captainNameRequired',
  'playerNamesRequired',
  // Login: an unknown e-mail and a wrong password say the same thing (spec README, point 3).
  'incorrectCredentials',
  'signInFailed',
  'notReferee',
  'notAuthenticated',
  'firstNameRequired',
  'lastNameRequired',
  'positionRequired',
  'levelRequired',
  'leagueRequired',
  'freeAgentPhone',
  'freeAgentEmail',
  'selectLeague',
  'selectTeam',
  'homeScoreRequired',
  'awayScoreRequired',
  'startTimeRequired',
  'matchQualityRange',
  'fairPlayRange',
  'fieldConditionsRange',
  'weatherRequired',
  'matchNotFound',
  'reportBeforeKickOff',
  'failedToAssign',
  'leagueDeleted',
  'failedToSaveLeague',
  'failedToDeleteLeague',
  'failedToUpdatePayment',
  'matchDeleted',
  'failedToSaveMatch',
  'failedToDeleteMatch',
  'videoUploaded',
  'videoDeleted',
  'failedToUploadVideo',
  'failedToDeleteVideo',
  'refereeCreated',
  'failedToCreateReferee',
  'importFailed',
  'resultNeedsScore',
  'resultNeedsReason',
  'accountDeactivated',
  'teamNotFound',
  'noGamesFound',
  'noVideosFound',
  'noLeaguesAvailable',
] as const;
type TFixed = (typeof FIXED_MESSAGES)[number];

/** The messages with values, and the rest: the spec's words with names and numbers in them. */
const WITH_VALUES = {
  rosterFull: () => t('rules.rule.rosterFull', { max: MAX_ROSTER }),
  rosterClosed: (deadline: string) => t('rules.rule.rosterClosed', { date: formatCalendarDate(deadline) }),
  jerseyTaken: (n: number, name: string) => t('rules.rule.jerseyTaken', { n, name }),
  confirmRemovePlayer: (name: string) => t('rules.rule.confirmRemovePlayer', { name }),
  welcomeBack: (name?: string | null) =>
    name ? t('rules.rule.welcomeBackName', { name }) : t('rules.rule.welcomeBack'),
  waitBeforeSubmitting: (seconds: number) => t('rules.rule.waitBeforeSubmitting', { seconds }),
  leagueSaved: (isNew: boolean) => (isNew ? t('rules.rule.leagueCreated') : t('rules.rule.leagueUpdated')),
  paymentUpdated: (paid: boolean) => (paid ? t('rules.rule.paymentPaid') : t('rules.rule.paymentUnpaid')),
  matchSaved: (isNew: boolean) => (isNew ? t('rules.rule.matchCreated') : t('rules.rule.matchUpdated')),
  importDone: (n: number) => t('rules.rule.importDone', { n }),
  importPartial: (n: number, errors: number) => t('rules.rule.importPartial', { n, errors }),
  leagueInUse: (teams: number, results: number) => t('rules.rule.leagueInUse', { teams, results }),
  maxTeamsBelowTeams: (teams: number) => t('rules.rule.maxTeamsBelowTeams', { teams }),
};

export const MSG = Object.defineProperties(
  { ...WITH_VALUES },
  Object.fromEntries(
    FIXED_MESSAGES.map((name) => [name, { get: () => t(`rules.rule.${name}`), enumerable: true }]),
  ),
) as typeof WITH_VALUES & Readonly<Record<TFixed, string>>;
