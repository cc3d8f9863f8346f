import * as c from '@modkit/sdk/contract';
import { type Operation, tagged } from '../openapi/operation';

/** The public enquiries and like buttons. */
export const PUBLIC_OPERATIONS: Operation[] = [
  ...tagged('Public', [
    ['post /enquiries public', 'Contact-us enquiry', c.EnquiryBody],
    ['post /enquiries/mentor public', 'Mentor enquiry', c.MentorEnquiryBody],
    [
      'post /likes/school-project/{id} public',
      'Like a school project once',
      c.LikeActionBody,
      c.LikeActionResponse,
    ],
    ['post /likes/blog/{id} public', 'Like a blog once', c.LikeActionBody, c.LikeActionResponse],
  ]),
];
