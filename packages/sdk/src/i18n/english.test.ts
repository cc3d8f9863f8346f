/**
 * The English catalogue is the spec's texts byte for byte: each message the rules also give is the rules'
 * text (the api sends those), and each message with values renders what the rule builds in English.
 */
import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_LOCKED_TOOLTIP,
  COLLECTIONS_LOCKED_TEXT,
  completionRibbon,
  countText,
  DASHBOARD_SCOPE_NOTE,
  EMPTY_STATES,
  ENQUIRY_MESSAGES,
  ERROR_TITLES,
  FAILURE_MESSAGES,
  FUTURE_MONTH,
  fileUploadText,
  GATE_MESSAGES,
  getStartedLabel,
  INVITE_PHONE_REQUIRED,
  LIBRARY_CAROUSEL_TITLES,
  MODULE_FORM_MESSAGES,
  MODULE_POINTS_TEXT,
  modulesLeftLabel,
  NOTICE_MESSAGES,
  POINTS_TOOLTIP,
  projectTypeLabel,
  RATINGS,
  REMOVE_CONFIRM_BUTTONS,
  ratedText,
  reflectionButtonText,
  removeConfirmText,
  SAME_MONTH_TWICE,
  SUCCESS_MESSAGES,
  timeAgo,
  UNVERIFIED_BANNER,
  VALIDATION_ERROR_DIALOG_TITLE,
  VALIDATION_ERROR_TITLE,
  VIEW_CERTIFICATE_TEXT,
  WEEKLY_ADDITION_TEXT,
} from '../rules/index';
import { englishTranslator } from './catalogue';
import { WIDGETS_CATALOGUE } from './catalogues/widgets-whole';
import { say } from './say';

const english = englishTranslator(WIDGETS_CATALOGUE);
const { t, wire } = english;

describe("the English catalogue holds the rules' texts byte for byte", () => {
  it.each([
    ['error.title', ERROR_TITLES.error],
    ['error.titleBang', ERROR_TITLES.errorBang],
    ['error.titleUpper', ERROR_TITLES.upper],
    ['error.validation', VALIDATION_ERROR_TITLE],
    ['error.validationDialog', VALIDATION_ERROR_DIALOG_TITLE],
    ['success.learnerRemoved', SUCCESS_MESSAGES.learnerRemoved],
    ['success.learnersRemoved', SUCCESS_MESSAGES.learnersRemoved],
    ['success.modulesAssigned', SUCCESS_MESSAGES.modulesAssigned],
    ['success.inviteSent', SUCCESS_MESSAGES.inviteSent],
    ['success.verificationSent', SUCCESS_MESSAGES.verificationSent],
    ['success.reflectionSubmitted', SUCCESS_MESSAGES.reflectionSubmitted],
    ['success.projectSubmitted', SUCCESS_MESSAGES.projectSubmitted],
    ['success.linkCopied', SUCCESS_MESSAGES.linkCopied],
    ['failure.noInvites', FAILURE_MESSAGES.noInvites],
    ['failure.linkCopyFailed', FAILURE_MESSAGES.linkCopyFailed],
    ['failure.forbiddenPage', FAILURE_MESSAGES.forbiddenPage],
    ['notice.bookmarked', NOTICE_MESSAGES.bookmarked],
    ['notice.unbookmarked', NOTICE_MESSAGES.unbookmarked],
    ['notice.bookmarkFailed', NOTICE_MESSAGES.bookmarkFailed],
    ['notice.likeFailed', NOTICE_MESSAGES.likeFailed],
    ['notice.commentPosted', NOTICE_MESSAGES.commentPosted],
    ['notice.replyPosted', NOTICE_MESSAGES.replyPosted],
    ['notice.commentUpdated', NOTICE_MESSAGES.commentUpdated],
    ['notice.commentDeleted', NOTICE_MESSAGES.commentDeleted],
    ['empty.oopsNoRecord', EMPTY_STATES.oopsNoRecord],
    ['empty.noRecord', EMPTY_STATES.noRecord],
    ['empty.noRecords', EMPTY_STATES.noRecords],
    ['empty.oopsNoProjects', EMPTY_STATES.oopsNoProjects],
    ['empty.noAssignedModules', EMPTY_STATES.noAssignedModules],
    ['empty.myList', EMPTY_STATES.myList],
    ['empty.noLearnersAdded', EMPTY_STATES.noLearnersAdded],
    ['empty.noLearners', EMPTY_STATES.noLearners],
    ['gate.submitLocked', GATE_MESSAGES.submitLocked],
    ['gate.notAssigned', GATE_MESSAGES.notAssigned],
    ['gate.reflectionLocked', GATE_MESSAGES.reflectionLocked],
    ['gate.insufficientPlan', GATE_MESSAGES.insufficientPlan],
    ['gate.learnerOutOfModules', GATE_MESSAGES.learnerOutOfModules],
    ['gate.mentorOutOfModules', GATE_MESSAGES.mentorOutOfModules],
    ['gate.unverified', UNVERIFIED_BANNER],
    ['form.answerRequired', MODULE_FORM_MESSAGES.answer],
    ['form.summaryRequired', MODULE_FORM_MESSAGES.summaryModal],
    ['form.projectRequired', MODULE_FORM_MESSAGES.project],
    ['form.tooManyFiles', MODULE_FORM_MESSAGES.files],
    ['form.messageRequired', MODULE_FORM_MESSAGES.comment],
    ['form.projectAcknowledged', MODULE_FORM_MESSAGES.projectAcknowledged],
    ['form.emailRequired', ENQUIRY_MESSAGES.email],
    ['form.phoneRequired', INVITE_PHONE_REQUIRED],
    ['form.countryCodeRequired', ENQUIRY_MESSAGES.countryCode],
    ['form.phoneLength', ENQUIRY_MESSAGES.phoneLength],
    ['carousel.myList', LIBRARY_CAROUSEL_TITLES['my-list']],
    ['carousel.recommended', LIBRARY_CAROUSEL_TITLES.recommended],
    ['carousel.trending', LIBRARY_CAROUSEL_TITLES.trending],
    ['carousel.recent', LIBRARY_CAROUSEL_TITLES.recent],
    ['carousel.assigned', LIBRARY_CAROUSEL_TITLES.assigned],
    ['carousel.collections', LIBRARY_CAROUSEL_TITLES.collections],
    ['carousel.collectionsLocked', COLLECTIONS_LOCKED_TEXT],
    ['card.weeklyAddition', WEEKLY_ADDITION_TEXT],
    ['card.completed', completionRibbon(100)!],
    ['card.ongoing', completionRibbon(50)!],
    ['player.getStarted', getStartedLabel(0)],
    ['player.continue', getStartedLabel(33)],
    ['player.completed', getStartedLabel(100)],
    ['player.viewCertificate', VIEW_CERTIFICATE_TEXT],
    ['player.modulePoints', MODULE_POINTS_TEXT],
    ['points.tooltip', POINTS_TOOLTIP],
    ['rating.okay', RATINGS[0].label],
    ['rating.liked', RATINGS[1].label],
    ['rating.loved', RATINGS[2].label],
    ['reflection.edit', reflectionButtonText('STUDENT', true)],
    ['reflection.submit', reflectionButtonText('STUDENT', false)],
    ['reflection.view', reflectionButtonText('MENTOR', false)],
    ['project.skillBuilding', projectTypeLabel('SKILL_BUILDING_PROJECT')],
    ['project.mini', projectTypeLabel('MINI_PROJECT')],
    ['learners.removeOneConfirm', removeConfirmText('learner')],
    ['learners.removeManyConfirm', removeConfirmText('learners')],
    ['learners.removeYes', REMOVE_CONFIRM_BUTTONS.yes],
    ['learners.removeNo', REMOVE_CONFIRM_BUTTONS.no],
    ['dashboard.scope', DASHBOARD_SCOPE_NOTE],
    ['dashboard.sameMonthTwice', SAME_MONTH_TWICE],
    ['dashboard.futureMonth', FUTURE_MONTH],
    ['time.fewSecondsAgo', 'a few seconds ago'],
  ])('%s is %j', (id, text) => {
    expect(t(id)).toBe(text);
    // and the api's English text of it is found again, for a widget to show in its language
    expect(wire(text)).toBe(text);
  });

  it('the locked certificate tooltip is not a widget text', () => {
    expect(wire(CERTIFICATE_LOCKED_TOOLTIP)).toBe(CERTIFICATE_LOCKED_TOOLTIP);
  });
});

describe('messages with values render what the rules build in English', () => {
  const NOW = Date.parse('2026-11-22T12:00:00Z');
  const ago = (s: number) => new Date(NOW - s * 1000).toISOString();
  it.each([0, 1, 2, 1204])('%i likes, views, points, modules', (count) => {
    expect(t('count.likes', { count })).toBe(countText(count, 'like'));
    expect(t('count.views', { count })).toBe(countText(count, 'view'));
    expect(t('count.points', { count })).toBe(countText(count, 'point'));
    expect(t('count.modules', { count })).toBe(countText(count, 'module'));
  });

  it.each([
    [60, '1 minute ago'],
    [150, '2 minutes ago'],
    [3600, '1 hour ago'],
    [7200, '2 hours ago'],
    [86_400, '1 day ago'],
    [86_400 * 3, '3 days ago'],
    [86_400 * 65, '2 months ago'],
    [86_400 * 400, '1 year ago'],
    [86_400 * 800, '2 years ago'],
    [10, 'a few seconds ago'],
  ])('%i s: %s', (seconds, text) => expect(say(english, timeAgo(ago(seconds), NOW))).toBe(text));

  it.each([
    [0, '0/3 modules left'],
    [1, '1/3 modules left'],
    [3, '3/3 modules left'],
    [7, '3/3 modules left'],
    [-1, 'Unlimited modules'],
  ])('%i modules left: %s', (remaining, text) =>
    expect(say(english, modulesLeftLabel(remaining))).toBe(text),
  );

  it('files, ratings', () => {
    expect(say(english, fileUploadText('a.pdf', true))).toBe('a.pdf file uploaded successfully');
    expect(say(english, fileUploadText('a.pdf', false))).toBe('a.pdf file upload failed.');
    expect(t('rating.rated', { rating: t('rating.loved') })).toBe(ratedText(10));
  });
});
