// The spec's messages (§5 and §8 of both files), read from the catalogue at the moment they are
// shown, so each is in the reader's language (issue #29). The English texts are the spec's.
import { t } from '../i18n/core.ts';
import { MAX_ROSTER } from './limits.ts';

export const MSG = {
  get fillAllFields() {
    return t('app.rule.fillAllFields');
  },
  get fillRequiredFields() {
    return t('app.rule.fillRequiredFields');
  },
  get invalidEmail() {
    return t('app.rule.invalidEmail');
  },
  get invalidEmailAddress() {
    return t('app.rule.invalidEmailAddress');
  },
  get passwordsDoNotMatch() {
    return t('app.rule.passwordsDoNotMatch');
  },
  get passwordTooShort() {
    return t('app.rule.passwordTooShort');
  },
  get newPasswordsDoNotMatch() {
    return t('app.rule.newPasswordsDoNotMatch');
  },
  get currentPasswordIncorrect() {
    return t('app.rule.currentPasswordIncorrect');
  },
  get invalidUsPhone() {
    return t('app.rule.invalidUsPhone');
  },
  get invalidPhone() {
    return t('app.rule.invalidPhone');
  },
  get teamNameTaken() {
    return t('app.rule.teamNameTaken');
  },
  get leagueFull() {
    return t('app.rule.leagueFull');
  },
  get rosterMinimum() {
    return t('app.rule.rosterMinimum');
  },
  get duplicateJerseys() {
    return t('app.rule.duplicateJerseys');
  },
  get rosterFull() {
    return t('app.rule.rosterFull', { max: MAX_ROSTER });
  },
  get draftNeedsPlayer() {
    return t('app.rule.draftNeedsPlayer');
  },
  get captainNameRequired() {
    return t('app.rule.captainNameRequired');
  },
  get playerNamesRequired() {
    return t('app.rule.playerNamesRequired');
  },
  jerseyTaken: (n: number, name: string) => t('app.rule.jerseyTaken', { n, name }),
  confirmRemovePlayer: (name: string) => t('app.rule.confirmRemovePlayer', { name }),
  // Login: an unknown e-mail and a wrong password say the same thing (spec README, point 3).
  get incorrectCredentials() {
    return t('app.rule.incorrectCredentials');
  },
  get signInFailed() {
    return t('app.rule.signInFailed');
  },
  get notReferee() {
    return t('app.rule.notReferee');
  },
  welcomeBack: (name?: string | null) =>
    name ? t('app.rule.welcomeBackName', { name }) : t('app.rule.welcomeBack'),
  get notAuthenticated() {
    return t('app.rule.notAuthenticated');
  },
  // Free agent.
  get firstNameRequired() {
    return t('app.rule.firstNameRequired');
  },
  get lastNameRequired() {
    return t('app.rule.lastNameRequired');
  },
  get positionRequired() {
    return t('app.rule.positionRequired');
  },
  get levelRequired() {
    return t('app.rule.levelRequired');
  },
  get leagueRequired() {
    return t('app.rule.leagueRequired');
  },
  get freeAgentPhone() {
    return t('app.rule.freeAgentPhone');
  },
  get freeAgentEmail() {
    return t('app.rule.freeAgentEmail');
  },
  get selectLeague() {
    return t('app.rule.selectLeague');
  },
  get selectTeam() {
    return t('app.rule.selectTeam');
  },
  waitBeforeSubmitting: (seconds: number) => t('app.rule.waitBeforeSubmitting', { seconds }),
  // Referee report.
  get homeScoreRequired() {
    return t('app.rule.homeScoreRequired');
  },
  get awayScoreRequired() {
    return t('app.rule.awayScoreRequired');
  },
  get startTimeRequired() {
    return t('app.rule.startTimeRequired');
  },
  get matchQualityRange() {
    return t('app.rule.matchQualityRange');
  },
  get fairPlayRange() {
    return t('app.rule.fairPlayRange');
  },
  get fieldConditionsRange() {
    return t('app.rule.fieldConditionsRange');
  },
  get weatherRequired() {
    return t('app.rule.weatherRequired');
  },
  get matchNotFound() {
    return t('app.rule.matchNotFound');
  },
  get reportBeforeKickOff() {
    return t('app.rule.reportBeforeKickOff');
  },
  get failedToAssign() {
    return t('app.rule.failedToAssign');
  },
  // Admin (admin-referee.md §8), and the rules the admin's writes meet on the server.
  leagueSaved: (isNew: boolean) => (isNew ? t('app.rule.leagueCreated') : t('app.rule.leagueUpdated')),
  get leagueDeleted() {
    return t('app.rule.leagueDeleted');
  },
  get failedToSaveLeague() {
    return t('app.rule.failedToSaveLeague');
  },
  get failedToDeleteLeague() {
    return t('app.rule.failedToDeleteLeague');
  },
  paymentUpdated: (paid: boolean) => (paid ? t('app.rule.paymentPaid') : t('app.rule.paymentUnpaid')),
  get failedToUpdatePayment() {
    return t('app.rule.failedToUpdatePayment');
  },
  matchSaved: (isNew: boolean) => (isNew ? t('app.rule.matchCreated') : t('app.rule.matchUpdated')),
  get matchDeleted() {
    return t('app.rule.matchDeleted');
  },
  get failedToSaveMatch() {
    return t('app.rule.failedToSaveMatch');
  },
  get failedToDeleteMatch() {
    return t('app.rule.failedToDeleteMatch');
  },
  get videoUploaded() {
    return t('app.rule.videoUploaded');
  },
  get videoDeleted() {
    return t('app.rule.videoDeleted');
  },
  get failedToUploadVideo() {
    return t('app.rule.failedToUploadVideo');
  },
  get failedToDeleteVideo() {
    return t('app.rule.failedToDeleteVideo');
  },
  get refereeCreated() {
    return t('app.rule.refereeCreated');
  },
  get failedToCreateReferee() {
    return t('app.rule.failedToCreateReferee');
  },
  importDone: (n: number) => t('app.rule.importDone', { n }),
  importPartial: (n: number, errors: number) => t('app.rule.importPartial', { n, errors }),
  get importFailed() {
    return t('app.rule.importFailed');
  },
  leagueInUse: (teams: number, results: number) => t('app.rule.leagueInUse', { teams, results }),
  maxTeamsBelowTeams: (teams: number) => t('app.rule.maxTeamsBelowTeams', { teams }),
  get resultNeedsScore() {
    return t('app.rule.resultNeedsScore');
  },
  get resultNeedsReason() {
    return t('app.rule.resultNeedsReason');
  },
  get accountDeactivated() {
    return t('app.rule.accountDeactivated');
  },
  // Empty states.
  get teamNotFound() {
    return t('app.rule.teamNotFound');
  },
  get noGamesFound() {
    return t('app.rule.noGamesFound');
  },
  get noVideosFound() {
    return t('app.rule.noVideosFound');
  },
  get noLeaguesAvailable() {
    return t('app.rule.noLeaguesAvailable');
  },
};
