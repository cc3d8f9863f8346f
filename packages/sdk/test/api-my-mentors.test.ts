import { describe, expect, it } from 'vitest';
import * as sdk from '../src/index';
import { pagedReply, sessionClient, withRecordingServer } from './api-harness';

const server = withRecordingServer();

describe('My Mentors (part 1 §2.25)', () => {
  it('loads the learner’s mentors from GET /users/my-mentors and unwraps the page', async () => {
    const s = server();
    s.respond(() => pagedReply([{ id: 3, full_name: 'Daniel Reyes' }], 1));
    const { client } = sessionClient(s);
    const result = await sdk.getMyMentors(client);
    const sent = s.last();
    expect(sent.method).toBe('GET');
    expect(sent.path).toBe('/users/my-mentors');
    expect(sent.query).toEqual({ page: '1', limit: '100' });
    expect(result).toEqual({ results: [{ id: 3, full_name: 'Daniel Reyes' }], total: 1 });
  });
});
