import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../test/in-english';
import * as rule from './messages';

describe('error catalogue texts (part 1 §8, part 2 §8)', () => {
  it('keeps the spelling of the validation titles', () =>
    expect([rule.VALIDATION_ERROR_TITLE, rule.VALIDATION_ERROR_DIALOG_TITLE]).toEqual([
      'Validation Error Occured',
      'Validation Error!',
    ]));

  it.each([
    ['learner', 'Are you sure you want to remove this learner?'],
    ['learners', 'Are you sure you want to remove these learners?'],
    ['mentee', 'Are you sure you want to remove this mentee?'],
  ] as const)('confirms removing %s', (what, text) => {
    expect(rule.removeConfirmText(what)).toBe(text);
    expect(rule.REMOVE_CONFIRM_BUTTONS).toEqual({ yes: 'Yes, remove', no: "Don't remove" });
  });

  it.each([
    ['notes.pdf', true, 'notes.pdf file uploaded successfully'],
    ['notes.pdf', false, 'notes.pdf file upload failed.'],
  ])('upload notice for %s (ok %s)', (file, ok, text) =>
    expect(inEnglish(rule.fileUploadText(file, ok))).toBe(text),
  );

  it.each([
    ['school project', true, 'You have successfully liked this school project!'],
    ['blog', true, 'You have successfully liked this blog!'],
    ['school project', false, 'You have already liked this school project!'],
    ['blog', false, 'You have already liked this blog!'],
  ] as const)('like %s, success %s', (kind, ok, title) =>
    expect(inEnglish(rule.likeResultTitle(kind, ok))).toBe(title),
  );

  it('names the empty search', () =>
    expect(inEnglish(rule.noSearchResultsText('energy'))).toBe('Sorry, no search results on energy'));

  it.each([
    [rule.fileUploadText('a.pdf', true), { id: 'upload.done', values: { file: 'a.pdf' } }],
    [rule.fileUploadText('a.pdf', false), { id: 'upload.failed', values: { file: 'a.pdf' } }],
    [rule.noSearchResultsText('energy'), { id: 'search.noResults', values: { keyword: 'energy' } }],
    [rule.likeResultTitle('blog', true), { id: 'like.liked', values: { kind: 'blog' } }],
    [
      rule.likeResultTitle('school project', false),
      { id: 'like.already', values: { kind: 'school project' } },
    ],
  ])('%j is the message %j', (message, expected) => expect(message).toEqual(expected));

  it('has no text twice under different names', () => {
    const all = [
      ...Object.values(rule.SUCCESS_MESSAGES),
      ...Object.values(rule.FAILURE_MESSAGES),
      ...Object.values(rule.EMPTY_STATES),
    ];
    expect(new Set(all).size).toBe(all.length);
  });
});
