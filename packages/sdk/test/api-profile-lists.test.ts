import { describe, expect, it } from 'vitest';
import * as sdk from '../src/index';
import { multipartOf, sessionClient, withRecordingServer } from './api-harness';

const server = withRecordingServer();

describe('profile save: the list fields (part 2 §2 My Profile)', () => {
  it.each([
    [
      'a filled list as repeated fields',
      { university_aspire: ['MIT', 'ETH'] },
      { 'university_aspire[]': ['MIT', 'ETH'] },
    ],
    [
      'an emptied list as one empty item',
      { user_interest: [], university_aspire: [] },
      { 'user_interest[]': [''], 'university_aspire[]': [''] },
    ],
    ['a list left out not at all', { first_name: 'Maya' }, { first_name: ['Maya'] }],
  ])('sends %s', async (_name, fields, sent) => {
    const s = server();
    s.respond(() => ({ body: { data: { id: 1 } } }));
    const { client } = sessionClient(s);
    await sdk.updateProfile(client, fields);
    expect(await multipartOf(s.last())).toEqual(sent);
  });
});
