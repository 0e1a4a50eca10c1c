// The spec's messages (§5 and §8 of both files), read from the catalogue at the moment they are
// shown, so each is in the reader's language (issue #29). The English texts are the spec's.
import { t } from '../i18n/core.ts';
import { MAX_ROSTER } from './limits.ts';

export const MSG = {
  get fillAllFields() {
    return t('rules.rule.fillAllFields');
  },
  get fillRequiredFields() {
    return t('rules.rule.fillRequiredFields');
  },
  get invalidEmail() {
    return t('rules.rule.invalidEmail');
  },
  get invalidEmailAddress() {
    return t('rules.rule.invalidEmailAddress');
  },
  get passwordsDoNotMatch() {
    return t('rules.rule.passwordsDoNotMatch');
  },
  get passwordTooShort() {
    return t('rules.rule.passwordTooShort');
  },
  get newPasswordsDoNotMatch() {
    return t('rules.rule.newPasswordsDoNotMatch');
  },
  get currentPasswordIncorrect() {
    return t('rules.rule.currentPasswordIncorrect');
  },
  get invalidUsPhone() {
    return t('rules.rule.invalidUsPhone');
  },
  get invalidPhone() {
    return t('rules.rule.invalidPhone');
  },
  get teamNameTaken() {
    return t('rules.rule.teamNameTaken');
  },
  get leagueFull() {
    return t('rules.rule.leagueFull');
  },
  get rosterMinimum() {
    return t('rules.rule.rosterMinimum');
  },
  get duplicateJerseys() {
    return t('rules.rule.duplicateJerseys');
  },
  get rosterFull() {
    return t('rules.rule.rosterFull', { max: MAX_ROSTER });
  },
  get draftNeedsPlayer() {
    return t('rules.rule.draftNeedsPlayer');
  },
  get captainNameRequired() {
    return t('rules.rule.captainNameRequired');
  },
  get playerNamesRequired() {
    return t('rules.rule.playerNamesRequired');
  },
  jerseyTaken: (n: number, name: string) => t('rules.rule.jerseyTaken', { n, name }),
  confirmRemovePlayer: (name: string) => t('rules.rule.confirmRemovePlayer', { name }),
  // Login: an unknown e-mail and a wrong password say the same thing (spec README, point 3).
  get incorrectCredentials() {
    return t('rules.rule.incorrectCredentials');
  },
  get signInFailed() {
    return t('rules.rule.signInFailed');
  },
  get notReferee() {
    return t('rules.rule.notReferee');
  },
  welcomeBack: (name?: string | null) =>
    name ? t('rules.rule.welcomeBackName', { name }) : t('rules.rule.welcomeBack'),
  get notAuthenticated() {
    return t('rules.rule.notAuthenticated');
  },
  // Free agent.
  get firstNameRequired() {
    return t('rules.rule.firstNameRequired');
  },
  get lastNameRequired() {
    return t('rules.rule.lastNameRequired');
  },
  get positionRequired() {
    return t('rules.rule.positionRequired');
  },
  get levelRequired() {
    return t('rules.rule.levelRequired');
  },
  get leagueRequired() {
    return t('rules.rule.leagueRequired');
  },
  get freeAgentPhone() {
    return t('rules.rule.freeAgentPhone');
  },
  get freeAgentEmail() {
    return t('rules.rule.freeAgentEmail');
  },
  get selectLeague() {
    return t('rules.rule.selectLeague');
  },
  get selectTeam() {
    return t('rules.rule.selectTeam');
  },
  waitBeforeSubmitting: (seconds: number) => t('rules.rule.waitBeforeSubmitting', { seconds }),
  // Referee report.
  get homeScoreRequired() {
    return t('rules.rule.homeScoreRequired');
  },
  get awayScoreRequired() {
    return t('rules.rule.awayScoreRequired');
  },
  get startTimeRequired() {
    return t('rules.rule.startTimeRequired');
  },
  get matchQualityRange() {
    return t('rules.rule.matchQualityRange');
  },
  get fairPlayRange() {
    return t('rules.rule.fairPlayRange');
  },
  get fieldConditionsRange() {
    return t('rules.rule.fieldConditionsRange');
  },
  get weatherRequired() {
    return t('rules.rule.weatherRequired');
  },
  get matchNotFound() {
    return t('rules.rule.matchNotFound');
  },
  get reportBeforeKickOff() {
    return t('rules.rule.reportBeforeKickOff');
  },
  get failedToAssign() {
    return t('rules.rule.failedToAssign');
  },
  // Admin (admin-referee.md §8), and the rules the admin's writes meet on the server.
  leagueSaved: (isNew: boolean) => (isNew ? t('rules.rule.leagueCreated') : t('rules.rule.leagueUpdated')),
  get leagueDeleted() {
    return t('rules.rule.leagueDeleted');
  },
  get failedToSaveLeague() {
    return t('rules.rule.failedToSaveLeague');
  },
  get failedToDeleteLeague() {
    return t('rules.rule.failedToDeleteLeague');
  },
  paymentUpdated: (paid: boolean) => (paid ? t('rules.rule.paymentPaid') : t('rules.rule.paymentUnpaid')),
  get failedToUpdatePayment() {
    return t('rules.rule.failedToUpdatePayment');
  },
  matchSaved: (isNew: boolean) => (isNew ? t('rules.rule.matchCreated') : t('rules.rule.matchUpdated')),
  get matchDeleted() {
    return t('rules.rule.matchDeleted');
  },
  get failedToSaveMatch() {
    return t('rules.rule.failedToSaveMatch');
  },
  get failedToDeleteMatch() {
    return t('rules.rule.failedToDeleteMatch');
  },
  get videoUploaded() {
    return t('rules.rule.videoUploaded');
  },
  get videoDeleted() {
    return t('rules.rule.videoDeleted');
  },
  get failedToUploadVideo() {
    return t('rules.rule.failedToUploadVideo');
  },
  get failedToDeleteVideo() {
    return t('rules.rule.failedToDeleteVideo');
  },
  get refereeCreated() {
    return t('rules.rule.refereeCreated');
  },
  get failedToCreateReferee() {
    return t('rules.rule.failedToCreateReferee');
  },
  importDone: (n: number) => t('rules.rule.importDone', { n }),
  importPartial: (n: number, errors: number) => t('rules.rule.importPartial', { n, errors }),
  get importFailed() {
    return t('rules.rule.importFailed');
  },
  leagueInUse: (teams: number, results: number) => t('rules.rule.leagueInUse', { teams, results }),
  maxTeamsBelowTeams: (teams: number) => t('rules.rule.maxTeamsBelowTeams', { teams }),
  get resultNeedsScore() {
    return t('rules.rule.resultNeedsScore');
  },
  get resultNeedsReason() {
    return t('rules.rule.resultNeedsReason');
  },
  get accountDeactivated() {
    return t('rules.rule.accountDeactivated');
  },
  // Empty states.
  get teamNotFound() {
    return t('rules.rule.teamNotFound');
  },
  get noGamesFound() {
    return t('rules.rule.noGamesFound');
  },
  get noVideosFound() {
    return t('rules.rule.noVideosFound');
  },
  get noLeaguesAvailable() {
    return t('rules.rule.noLeaguesAvailable');
  },
};
