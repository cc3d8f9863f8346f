import type { z } from 'zod';

/** One operation of the api as the reference documents it. Schemas come from the shared contract. */
export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path, relative to /api, with `{param}`s. */
  path: string;
  tag: string;
  summary: string;
  auth: boolean;
  query?: z.ZodType;
  body?: z.ZodType;
  multipart?: boolean;
  response?: z.ZodType;
}

export const op = (
  method: Operation['method'],
  path: string,
  tag: string,
  summary: string,
  extra: Partial<Omit<Operation, 'method' | 'path' | 'tag' | 'summary'>> = {},
): Operation => ({ method, path, tag, summary, auth: true, ...extra });
