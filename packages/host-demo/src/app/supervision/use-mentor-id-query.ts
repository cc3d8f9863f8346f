import { useLocation } from '../router/location';

/**
 * The `mentorId` query of a learner's pages (part 2: "a learner's detail link reached through a mentee list
 * also carries the query mentorId"): the mentee a super mentor reads through; undefined when absent or not an id.
 */
export function useMentorIdQuery(): number | undefined {
  const { query } = useLocation();
  const id = Number(query.get('mentorId'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
